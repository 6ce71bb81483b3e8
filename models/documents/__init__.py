"""Documents: chunking (clause-safe), tables (merged cells, Markdown), metadata and date patterns, page layout,
OCR reading order and cleaning, text-layer quality, OCR text metrics. Pure; imports only `models`."""
