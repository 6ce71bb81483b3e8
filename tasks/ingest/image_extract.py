"""An image file (PNG, JPEG, TIFF — multi-page TIFF included) -> a document whose every page needs OCR.

Photos of notices and faxed TIFFs are documents too. Nothing is read from the pixels here: the page count
and a readable-image check, so a broken file is quarantined before any OCR time is spent on it.
"""

from __future__ import annotations

import io
from pathlib import PurePosixPath

from tasks.core.settings import IngestLimits
from tasks.ingest.pdf_extract import ExtractedDocument, PageContent, QuarantineError


def extract_image(data: bytes, name: str, limits: IngestLimits | None = None) -> ExtractedDocument:
    """`limits`: frames and pixels are checked from the headers, before any pixel is decoded."""
    from PIL import Image, UnidentifiedImageError

    if not data:
        raise QuarantineError("empty file (0 bytes)")
    max_pixels = limits.max_pixels if limits else None
    max_frames = limits.max_image_frames if limits else None
    try:
        with Image.open(io.BytesIO(data)) as image:
            check_pixels(image.size, max_pixels)
            n_pages = getattr(image, "n_frames", 1)
            if max_frames is not None and n_pages > max_frames:
                raise QuarantineError(f"{n_pages} frames: over ingest.limits.max_image_frames ({max_frames})")
            image.load()  # decodes the first frame: a truncated file fails here, not in the OCR worker
    except QuarantineError:
        raise
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError, Image.DecompressionBombError) as err:
        raise QuarantineError(f"not a readable image ({type(err).__name__}: {str(err)[:160]})") from err
    pages = [PageContent(number=number, needs_ocr=True, note="image file") for number in range(1, n_pages + 1)]
    return ExtractedDocument(pages=pages, title=PurePosixPath(name).stem, last_updated=None, effective_date=None)


def check_pixels(size: tuple[int, int], max_pixels: int | None) -> None:
    """Refuse an image whose header declares more pixels than `max_pixels` (a decompression bomb: a few KB of
    file that decodes to gigabytes), before it is decoded."""
    width, height = size
    if max_pixels is not None and width * height > max_pixels:
        raise QuarantineError(f"{width}x{height} pixels ({width * height / 1e6:.0f} MP): over "
                              f"ingest.limits.max_pixels ({max_pixels / 1e6:.0f} MP)")


IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".tif", ".tiff"})


def is_image(name: str) -> bool:
    return PurePosixPath(name).suffix.lower() in IMAGE_SUFFIXES
