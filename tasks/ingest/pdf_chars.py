"""pdfplumber's glyph dictionaries, built without its per-attribute overhead.

Profiling the ingest stage (issue 19) put about a third of pdfplumber's page parse in `Page.process_object`:
for every glyph it calls `resolve_all` once per attribute through a `filter(map(...))` pipeline, and
decodes the colour-space name again. Glyphs are nearly all of a text page's objects, and their attributes
are plain numbers and strings that `resolve_all` returns unchanged. `convert_glyphs_directly` gives each
page of an open PDF a converter that builds the same dictionary (same keys, same order, same values) for a
plain `LTChar` directly, and hands every other object to pdfplumber's own `process_object`.
tests/unit/tasks/ingest/test_pdf_chars.py checks the result equals pdfplumber's own on the test PDFs, so a
pdfplumber release that changes `process_object` fails that test instead of silently changing chunks.
"""

from __future__ import annotations

from typing import Any

_PLAIN = frozenset({float, int, str, bool, type(None)})


def _plain_tuple(value: Any) -> bool:
    """A tuple of numbers (a glyph's text matrix): `resolve_all` would return an equal copy."""
    return type(value) is tuple and all(type(item) in _PLAIN for item in value)


def convert_glyphs_directly(pdf: Any) -> None:
    """Install the direct glyph converter on every page of an open pdfplumber PDF (before its objects are read)."""
    for page in pdf.pages:
        page.process_object = _GlyphConverter(page)


class _GlyphConverter:
    def __init__(self, page: Any) -> None:
        from pdfminer.layout import LTChar
        from pdfplumber.page import ALL_ATTRS, fix_fontname_bytes, normalize_unicode
        from pdfplumber.utils import resolve_all, resolve_and_decode

        self.glyph_type = LTChar
        self.fix_fontname_bytes, self.normalize_unicode = fix_fontname_bytes, normalize_unicode
        self.resolve_all, self.resolve_and_decode = resolve_all, resolve_and_decode
        self.page = page
        self.general = page.process_object  # pdfplumber's own, for everything but a plain glyph
        self.attrs = ALL_ATTRS
        self.colour_spaces: dict[Any, Any] = {}  # a page has a handful of colour-space names
        self.frame: tuple[Any, Any, Any, Any] | None = None

    def __call__(self, obj: Any) -> dict[str, Any]:
        if type(obj) is not self.glyph_type:
            return self.general(obj)
        resolve_all = self.resolve_all
        page = self.page
        if self.frame is None:
            # Read when the first glyph is, as pdfplumber does: a broken page box fails this page only.
            self.frame = (page.height, page.mediabox[0], page.mediabox[1], page.initial_doctop)
        height, mb_x0, mb_top, initial_doctop = self.frame
        attrs = self.attrs
        attr = {key: value if type(value) in _PLAIN or _plain_tuple(value) else resolve_all(value)
                for key, value in obj.__dict__.items() if key in attrs}
        attr["object_type"] = "char"
        attr["page_number"] = page.page_number
        for cs in ("ncs", "scs"):
            if hasattr(obj, cs):
                name = getattr(obj, cs).name
                if type(name) is not str:
                    attr[cs] = self.resolve_and_decode(name)
                    continue
                decoded = self.colour_spaces.get(name)
                if decoded is None:
                    decoded = self.colour_spaces[name] = self.resolve_and_decode(name)
                attr[cs] = decoded
        text = obj.get_text()
        unicode_norm = page.pdf.unicode_norm
        attr["text"] = self.normalize_unicode(unicode_norm, text) if unicode_norm is not None else text
        gs = obj.graphicstate
        attr["stroking_color"] = gs.scolor if isinstance(gs.scolor, tuple) else (gs.scolor,)
        attr["non_stroking_color"] = gs.ncolor if isinstance(gs.ncolor, tuple) else (gs.ncolor,)
        if isinstance(attr["fontname"], bytes):
            attr["fontname"] = self.fix_fontname_bytes(attr["fontname"])
        if "y0" in attr:
            attr["top"] = (height - attr["y1"]) + mb_top
            attr["bottom"] = (height - attr["y0"]) + mb_top
            attr["doctop"] = initial_doctop + attr["top"]
        if "x0" in attr and mb_x0 != 0:
            attr["x0"] = attr["x0"] + mb_x0
            attr["x1"] = attr["x1"] + mb_x0
        return attr
