// mermaid.min.js (vendored beside this file, mermaid 11.17.2 from the npm registry) defines `window.mermaid`, so
// Material for MkDocs renders the ```mermaid fences with it instead of fetching mermaid from a CDN. Material
// initialises mermaid itself (its theme colours) and draws each diagram; mermaid's own start-on-load pass is
// turned off here so a diagram is never drawn twice.
window.mermaid.initialize({ startOnLoad: false });
