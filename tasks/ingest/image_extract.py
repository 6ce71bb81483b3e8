"""An image file (PNG, JPEG, TIFF — multi-page TIFF included) -> a document whose every page needs OCR.

Photos of notices and faxed TIFFs are documents too. Nothing is read from the pixels here: the page count
and a readable-image check, so a broken file is quarantined before any OCR time is spent on it.
"""

from __future__ import annotations

import io
from pathlib import PurePosixPath

from tasks.ingest.pdf_extract import ExtractedDocument, PageContent, QuarantineError


def extract_image(data: bytes, name: str) -> ExtractedDocument:
    from PIL import Image, UnidentifiedImageError

    if not data:
        raise QuarantineError("empty file (0 bytes)")
    try:
        with Image.open(io.BytesIO(data)) as image:
            n_pages = getattr(image, "n_frames", 1)
            image.load()  # decodes the first frame: a truncated file fails here, not in the OCR worker
    except (UnidentifiedImageError, OSError, ValueError) as err:
        raise QuarantineError(f"not a readable image ({type(err).__name__}: {str(err)[:160]})") from err
    pages = [PageContent(number=number, needs_ocr=True, note="image file") for number in range(1, n_pages + 1)]
    return ExtractedDocument(pages=pages, title=PurePosixPath(name).stem, last_updated=None, effective_date=None)


IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".tif", ".tiff"})


def is_image(name: str) -> bool:
    return PurePosixPath(name).suffix.lower() in IMAGE_SUFFIXES
