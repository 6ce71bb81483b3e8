"""The page region behind an evidence passage, as a PNG (GET /v1/evidence/{chunk_id}/crop.png).

The chunk's page is rendered from the source document — a PDF with pypdfium2 at `SCALE` pixels per point, an image
file (PNG, JPEG, TIFF frame) with Pillow as stored, turned upright by its EXIF tag as OCR read it — then cropped
around the chunk's bbox with a margin, the box drawn over the passage (a translucent fill and an outline). Boxes are
in the page's own units, origin top-left: PDF points (pdfplumber's x0, top, x1, bottom; OCR'd PDF pages are mapped
back to points too) or image pixels. A chunk without a bbox shows its whole page, nothing highlighted.

Each crop is cached as `<data root>/cache/crops/<index version>/<chunk id>.png` (with the other chunks of a merged
passage, a hash of them joins the name): a chunk id names fixed content within an index version. The source file is
resolved under `ingest.source` and refused when it resolves outside it (a `..` or a link out). PDF pages are
rendered one at a time in the process (`PDFIUM`, a lock): PDFium is not thread-safe.
"""

from __future__ import annotations

import hashlib
import io
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from serving.errors import ApiError
from tasks.core.atomic import write_bytes_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, corpus_folder
from tasks.core.storage import is_remote

Box = tuple[float, float, float, float]  # x0, top, x1, bottom in page units

SCALE = 2.0  # PDF pages: pixels per point (144 dpi)
MARGIN = 28.0  # page units of context around the passage's box
MIN_HEIGHT = 120.0  # page units: a one-line passage still shows the lines around it
MAX_WIDTH = 1400  # pixels: wider crops are scaled down
MAX_PAGE_PIXELS = 40_000_000  # a huge page is rendered at a lower scale
FILL = (255, 213, 0, 72)  # translucent yellow over the passage
EDGE = (214, 64, 0, 255)  # its outline
EDGE_WIDTH = 3
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".tif", ".tiff"})
_SAFE_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}")
# PDFium is not thread-safe, not even on different documents: two pages rendered at once from the server's worker
# threads corrupt its heap and kill the process. One rendering at a time (a page takes tens of milliseconds).
PDFIUM = threading.Lock()


@dataclass(frozen=True)
class Passage:
    """Where a chunk sits: its document (source-relative paths of its byte-identical copies), page and boxes."""

    chunk_id: str
    sources: tuple[str, ...]
    page: int
    boxes: tuple[Box, ...]


def passage_of(version: Any, chunk_id: str, also: Sequence[str] = ()) -> Passage:
    """The chunk `chunk_id` of an index version (tasks.runtime.retrieval.IndexVersion), with the boxes of the `also`
    chunks on the same page of the same document joined: 404 for a chunk the version does not hold."""
    hit = version.chunk(chunk_id)
    if hit is None:
        raise ApiError(404, f"unknown chunk_id {chunk_id!r} (not in index version {version.version})", "not_found")
    meta = hit.metadata
    sources = tuple(str(path) for path in (meta.get("source_paths") or [meta.get("source_path")]) if path)
    page = int(meta.get("page") or 1)
    boxes = [_box(meta.get("bbox"))]
    for other_id in also:
        other = version.chunk(other_id)
        if other is None:
            raise ApiError(404, f"unknown chunk_id {other_id!r} in also (not in index version {version.version})",
                           "not_found")
        same = other.metadata.get("doc_id") == meta.get("doc_id") and int(other.metadata.get("page") or 1) == page
        if same:
            boxes.append(_box(other.metadata.get("bbox")))
    return Passage(chunk_id, sources, page, tuple(box for box in boxes if box is not None))


def _box(value: Any) -> Box | None:
    if value is None or len(value) != 4:
        return None
    x0, top, x1, bottom = (float(v) for v in value)
    return (x0, top, x1, bottom) if x1 > x0 and bottom > top else None


def source_root(settings: Settings) -> Path:
    """The local folder of `ingest.source` (404 for a source on object storage: crops are rendered from files)."""
    source = settings.ingest.source
    if is_remote(source):
        raise ApiError(404, f"ingest.source is {source} (object storage): page crops are rendered from a local source "
                            "folder only", "source_not_found")
    return Path(corpus_folder(settings) or source).resolve()  # a local folder: corpus_folder strips file://


def source_file(root: Path, sources: Sequence[str]) -> tuple[Path, str]:
    """The first of `sources` that exists under `root`, and its source-relative name: 404 when none does; a path
    resolving outside `root` is never opened."""
    for relative in sources:
        path = (root / relative).resolve()
        if not path.is_relative_to(root):
            raise ApiError(404, f"source document {relative!r} resolves outside ingest.source", "source_not_found")
        if path.is_file():
            return path, relative
    names = ", ".join(repr(name) for name in sources) or "(none recorded)"
    raise ApiError(404, f"source document {names} is not under ingest.source ({root}): moved or deleted since it "
                        "was indexed", "source_not_found")


def render_page(path: Path, page: int, password: str | None = None) -> tuple[Any, float]:
    """The page as an RGB PIL image and its pixels per page unit (PDF: points; image file: 1.0)."""
    from PIL import Image, ImageOps, UnidentifiedImageError

    if path.suffix.lower() in IMAGE_SUFFIXES:
        try:
            with Image.open(path) as image:
                frames = getattr(image, "n_frames", 1)
                _check_page(page, frames, path)
                image.seek(page - 1)
                return ImageOps.exif_transpose(image).convert("RGB"), 1.0
        except (UnidentifiedImageError, OSError, EOFError, Image.DecompressionBombError) as err:
            raise ApiError(500, f"{path.name} could not be read as an image: {err}", "render_failed") from err
    import pypdfium2 as pdfium

    with PDFIUM:
        try:
            document = pdfium.PdfDocument(str(path), password=password)
        except pdfium.PdfiumError as err:
            raise ApiError(500, f"{path.name} could not be opened as a PDF: {err}", "render_failed") from err
        try:
            _check_page(page, len(document), path)
            sheet = document[page - 1]
            width, height = sheet.get_size()
            scale = min(SCALE, (MAX_PAGE_PIXELS / max(width * height, 1.0)) ** 0.5)
            return sheet.render(scale=scale).to_pil().convert("RGB"), scale  # a copy: the bitmap is freed below
        finally:
            document.close()


def _check_page(page: int, count: int, path: Path) -> None:
    if not 1 <= page <= count:
        raise ApiError(404, f"page {page} is not in {path.name} ({count} pages)", "not_found")


def crop_image(image: Any, scale: float, boxes: Sequence[Box]) -> Any:
    """The region around `boxes` (page units; `scale` pixels per unit) with each box highlighted; the whole page when
    there is none. At most MAX_WIDTH pixels wide."""
    from PIL import Image, ImageDraw

    width, height = image.size
    if boxes:
        x0, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
        grow = max(0.0, MIN_HEIGHT - (bottom - top) - 2 * MARGIN) / 2
        left, upper = max(0, int((x0 - MARGIN) * scale)), max(0, int((top - MARGIN - grow) * scale))
        right, lower = min(width, int((x1 + MARGIN) * scale) + 1), min(height, int((bottom + MARGIN + grow) * scale) + 1)
        if right - left < 8 or lower - upper < 8:  # a box off the page: show the page
            left, upper, right, lower = 0, 0, width, height
        overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
        draw = ImageDraw.Draw(overlay)
        for bx0, btop, bx1, bbottom in boxes:
            draw.rectangle([bx0 * scale - 2, btop * scale - 2, bx1 * scale + 2, bbottom * scale + 2], fill=FILL,
                           outline=EDGE, width=EDGE_WIDTH)
        image = Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB").crop((left, upper, right, lower))
    if image.size[0] > MAX_WIDTH:
        ratio = MAX_WIDTH / image.size[0]
        image = image.resize((MAX_WIDTH, max(1, round(image.size[1] * ratio))), Image.Resampling.LANCZOS)
    return image


def cache_path(paths: DataPaths, index_version: str, chunk_id: str, also: Sequence[str] = ()) -> Path:
    """<data root>/cache/crops/<index version>/<chunk id>[-<hash of also>].png (a name unsafe as a file name is
    hashed)."""
    name = _safe(chunk_id)
    if also:
        name += "-" + hashlib.sha256("\n".join(sorted(also)).encode()).hexdigest()[:12]
    return paths.root / "cache" / "crops" / _safe(index_version) / f"{name}.png"


def _safe(name: str) -> str:
    return name if _SAFE_NAME.fullmatch(name) else hashlib.sha256(name.encode()).hexdigest()[:32]


@dataclass(frozen=True)
class Crop:
    png: bytes
    cached: bool  # read from the cache, not rendered
    name: str  # the cache file's stem: the crop's identity (its ETag)


def crop_png(settings: Settings, paths: DataPaths, version: Any, chunk_id: str, also: Sequence[str] = ()) -> Crop:
    """The PNG of a chunk's page region, rendered or from the cache (blocking: run it in a worker thread)."""
    also = [other for other in dict.fromkeys(also) if other != chunk_id]
    target = cache_path(paths, str(version.version), chunk_id, also)
    passage = passage_of(version, chunk_id, also)  # 404 for an unknown chunk, cached or not
    if target.is_file():
        return Crop(target.read_bytes(), True, target.stem)
    path, relative = source_file(source_root(settings), passage.sources)
    image, scale = render_page(path, passage.page, settings.ingest.password_for(relative))
    buffer = io.BytesIO()
    crop_image(image, scale, passage.boxes).save(buffer, format="PNG", optimize=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(target, buffer.getvalue())
    return Crop(buffer.getvalue(), False, target.stem)
