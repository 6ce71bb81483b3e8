"""Small real documents for the reliability tests, made here with reportlab and Pillow (fast to ingest), plus the
damage the field reports describe: a page whose font makes pdfminer raise, images that declare more pixels or frames
than a document may have."""

from __future__ import annotations

import io
import re

MANUAL_LINES = (
    "Maintenance manual for the {name} pump, revision {n}.",
    "The outlet pressure of the {name} must stay under {n}0 bar during operation.",
    "Replace the intake filter of the {name} every {n} months or after 500 hours.",
    "Error code E{n}2 on the {name} means the intake is blocked: clean the strainer.",
)


def manual_pdf(name: str, pages: int = 2, n: int = 3) -> bytes:
    """A text PDF (uncompressed streams, so tests can damage them) with `pages` pages about pump `name`."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    page_canvas = canvas.Canvas(buffer, pagesize=A4, pageCompression=0)
    page_canvas.setTitle(f"{name} maintenance manual")
    for page in range(1, pages + 1):
        y = 800
        for line in MANUAL_LINES:
            page_canvas.drawString(60, y, line.format(name=name, n=n + page))
            y -= 18
        page_canvas.drawString(60, y, f"Page {page} of {pages}: section {page} of the {name} manual.")
        page_canvas.showPage()
    page_canvas.save()
    return buffer.getvalue()


_PAGE_OBJECT = re.compile(rb"\d+ 0 obj\s*<<\s*/Contents \d+ 0 R[^>]*?/Resources <<\s*/Font 1 0 R")


def damage_page(pdf: bytes, page: int) -> bytes:
    """One page (1-based) of a `manual_pdf` given a broken Type3 font (no FontBBox, a string for its matrix):
    pdfminer raises on that page's characters, the other pages read as before. This is what stopped whole
    documents in the field: the outside-the-page-box check read every page before the per-page error handling."""
    match = list(_PAGE_OBJECT.finditer(pdf))[page - 1]
    broken = (b"/Font << /F1 << /Type /Font /Subtype /Type3 /FontMatrix (a) /CharProcs 5 /Encoding 3 "
              b"/FirstChar 0 /LastChar 255 /Widths [] >> >>")
    return pdf[: match.start()] + match.group(0).replace(b"/Font 1 0 R", broken) + pdf[match.end() :]


def bomb_png(side: int = 12000) -> bytes:
    """A PNG of a few hundred KB that decodes to side x side pixels (12000: 144 MP, 432 MB as RGB)."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("1", (side, side), 1).save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def many_frame_tiff(frames: int) -> bytes:
    """A multi-page TIFF of `frames` tiny blank frames (a fax of hundreds of pages in a few KB)."""
    from PIL import Image

    images = [Image.new("1", (64, 64), 1) for _ in range(frames)]
    buffer = io.BytesIO()
    images[0].save(buffer, format="TIFF", save_all=True, append_images=images[1:], compression="group4")
    return buffer.getvalue()


def text_png(lines: list[str]) -> bytes:
    """A clean image of a few lines of text (what a phone photo of a notice would be, minus the noise)."""
    from PIL import Image, ImageDraw, ImageFont

    image = Image.new("RGB", (1400, 90 + 70 * len(lines)), "white")
    draw = ImageDraw.Draw(image)
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", 40)
    except OSError:
        font = ImageFont.load_default(size=40)
    for number, line in enumerate(lines):
        draw.text((40, 40 + 70 * number), line, fill="black", font=font)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()
