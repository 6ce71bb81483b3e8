"""Deterministic mutations of the real PDFs and images in ../shared/testdata, for the ingest fuzz tests (issue 18).

A mutation is a pure function `(data, seed, position) -> (bytes, family)`: the same real file, seed and position
give the same bytes on every machine, so a failing example is reproduced from four values (family, base file,
seed, position) — `python -m tests.reliability.mutations FAMILY BASE SEED POSITION OUT` writes one mutant.
`position` (0..POSITION_MAX) is a share of the file for the families that cut or overwrite somewhere, so
hypothesis can shrink it; `seed` drives everything else (which bytes, which variant).

Families (`FAMILIES`), each with the base files it applies to and the suffix its output is named with:
- truncate / truncate_tail: the file cut anywhere, or inside its last part (a PDF's xref table or trailer,
  an image's last 10 %);
- bit_flips / overwrite_range: 1..64 bits flipped; a byte range overwritten with zeros, 0xFF or noise;
- png_named_pdf, pdf_with_jpeg_header, pdf_named_png, empty_file, pdf_header_only: wrong or missing headers;
- xref_shifted, startxref_past_eof, xref_removed: a broken cross-reference table;
- mediabox_huge: one page's MediaBox made 1e6 points (or degenerate), written as an incremental update;
- png_ihdr_enlarged: a PNG whose IHDR declares a huge size, with a valid CRC (a consistent header: a bomb);
- png_bomb_true: a ~450 KB PNG that truly decodes to 12000 x 12000 pixels of one colour;
- tiff_many_frames: 300 tiny frames cut from a real scan; tiff_ifd_loop: a TIFF whose IFD chain loops;
- many_pages: a page-tree bomb, one real page listed 10000 or 100000 times in /Kids;
- deep_nesting: 10000 (or 100000) nested arrays or dictionaries in the Info dictionary, a page dictionary
  or a content stream;
- damaged_page_noise / _flate / _operators / _halved: one page's content stream replaced by garbage (noise, a
  broken Flate stream, nonsense operators, half of its own compressed bytes) in an otherwise good multi-page PDF.
"""

from __future__ import annotations

import io
import random
import re
import struct
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tasks.core.paths import SHARED_TESTDATA

POSITION_MAX = 1_000_000

# Real files the mutations start from (paths relative to ../shared/testdata). Small ones: an ingest of a batch
# stays a few seconds.
TEXT_PDFS = (
    "pdf/la-precinct-bulletin-2014-p1.pdf",
    "pdf/senate-expenditures.pdf",
    "pdf/scotus-transcript-p1.pdf",  # xref stream
    "pdf/nics-background-checks-2015-11.pdf",
    "layout/issue-466-example.pdf",
    "layout/test-punkt.pdf",  # 4 pages
    "layout/150109DSP-Milw-505-90D.pdf",  # 2 pages, xref streams, an incremental update already
)
MULTI_PAGE_PDFS = (
    "layout/test-punkt.pdf",
    "layout/150109DSP-Milw-505-90D.pdf",
    "layout/2023-06-20-PV.pdf",
    "layout/issue-848.pdf",  # 8 pages, written by Ghostscript
)
SCANNED_PDFS = ("scanned/ocr_test.pdf",)
CLASSIC_XREF_PDFS = (
    "pdf/la-precinct-bulletin-2014-p1.pdf",
    "pdf/senate-expenditures.pdf",
    "pdf/nics-background-checks-2015-11.pdf",
    "layout/issue-466-example.pdf",
    "layout/test-punkt.pdf",
)
PDFS = TEXT_PDFS + SCANNED_PDFS
PNGS = ("ocr/ch_doc_server.png", "ocr/phototest-rotated-L.png", "ocr/phototest-rotated-180.png")
TIFFS = ("ocr/phototest.tif", "ocr/eurotext.tif")
JPEGS = ("ocr/en.jpg", "ocr/text_rec.jpg")
IMAGES = PNGS + TIFFS + JPEGS


def testdata_path(relative: str) -> Path:
    return SHARED_TESTDATA / relative


@lru_cache(maxsize=64)
def base_bytes(relative: str) -> bytes:
    return testdata_path(relative).read_bytes()


def _position(data: bytes, position: int, start: int = 0) -> int:
    """`position` (0..POSITION_MAX) as an offset in data[start:], never the end itself (a cut there is no cut)."""
    span = max(1, len(data) - start)
    return start + min(span - 1, position * span // (POSITION_MAX + 1))


# ---------------------------------------------------------------- generic byte mutations


def truncate(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    return data[: _position(data, position)], "truncate"


def truncate_tail(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """Cut inside the last part: from a PDF's last `xref` (or its startxref's xref stream) on, an image's last 10 %."""
    start = _tail_start(data)
    return data[: _position(data, position, start)], "truncate_tail"


def _tail_start(data: bytes) -> int:
    if data.startswith(b"%PDF"):
        target = _startxref(data)
        if target is not None and 0 < target < len(data):
            return target
        found = data.rfind(b"trailer")
        if found > 0:
            return found
    return len(data) * 9 // 10


def bit_flips(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    rng = random.Random(seed)
    out = bytearray(data)
    for _ in range(rng.randint(1, 64)):
        index = rng.randrange(len(out))
        out[index] ^= 1 << rng.randrange(8)
    return bytes(out), "bit_flips"


def overwrite_range(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    rng = random.Random(seed)
    start = _position(data, position)
    length = min(len(data) - start, rng.choice((1, 16, 256, 4096, 65536)))
    fill = rng.choice(("zeros", "ones", "noise"))
    chunk = {"zeros": b"\0" * length, "ones": b"\xff" * length, "noise": rng.randbytes(length)}[fill]
    return data[:start] + chunk + data[start + length :], "overwrite_range"


# ---------------------------------------------------------------- wrong headers


def png_named_pdf(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """A real PNG, named .pdf (the base is an image; the suffix comes from the family)."""
    return data, "png_named_pdf"


def pdf_named_png(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    return data, "pdf_named_png"


JPEG_HEADER = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"


def pdf_with_jpeg_header(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """A JPEG SOI/APP0 header in place of `%PDF-1.x` (seed even), or in front of the whole PDF (seed odd: the
    `%PDF` marker is still in the first 1 KiB, as some readers tolerate)."""
    if seed % 2 == 0:
        end = data.find(b"\n")
        return JPEG_HEADER + data[max(end, 0) :], "pdf_with_jpeg_header"
    return JPEG_HEADER + data, "pdf_with_jpeg_header"


def empty_file(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    return b"", "empty_file"


def pdf_header_only(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    variants = (b"%PDF-1.7", b"%PDF-1.7\n", b"%PDF-1.7\n%%EOF\n", b"%PDF-1.7\ntrailer\n<<>>\nstartxref\n0\n%%EOF\n")
    return variants[seed % len(variants)], "pdf_header_only"


# ---------------------------------------------------------------- broken cross-reference tables


def _startxref(data: bytes) -> int | None:
    found = list(re.finditer(rb"startxref\s+(\d+)", data))
    return int(found[-1].group(1)) if found else None


def xref_shifted(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """Every offset of the classic xref tables moved by the same amount (kept 10 digits wide, so nothing else
    moves), or every other one (seed odd)."""
    rng = random.Random(seed)
    delta = rng.choice((-7, -1, 1, 13, 1000, 10**6))
    every_other = seed % 2 == 1
    counter = iter(range(10**9))

    def shift(match: re.Match[bytes]) -> bytes:
        offset = int(match.group(1))
        if match.group(3) != b"n" or (every_other and next(counter) % 2):
            return match.group(0)
        return b"%010d" % max(0, min(offset + delta, 10**10 - 1)) + match.group(2)

    return re.sub(rb"(?m)^(\d{10})( \d{5} ([nf]))", shift, data), "xref_shifted"


def startxref_past_eof(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """The last startxref points past the end of the file (or at 0, or into the middle of an object)."""
    found = list(re.finditer(rb"startxref\s+(\d+)", data))
    if not found:
        return data + b"\nstartxref\n%d\n%%%%EOF\n" % (len(data) + 1000), "startxref_past_eof"
    last = found[-1]
    target = (len(data) + 1 + seed % 10**6, 0, _position(data, position))[seed % 3]
    return data[: last.start(1)] + str(target).encode() + data[last.end(1) :], "startxref_past_eof"


def xref_removed(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """The `xref` keywords and `startxref` blanked out (same length): a reader must rebuild the table by scanning."""
    out = re.sub(rb"startxref", b"         ", data)
    out = re.sub(rb"(?m)^xref", b"    ", out)
    return out, "xref_removed"


# ---------------------------------------------------------------- PDF objects: read with pdfminer, write back as an
# incremental update (the original bytes stay, new object versions and a new xref section are appended).


@dataclass
class PdfInfo:
    pages: list[tuple[int, dict[str, Any]]]  # (object id, the page dictionary with its references unresolved)
    trailer: dict[str, Any]
    size: int
    startxref: int


def pdf_info(data: bytes) -> PdfInfo:
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser

    document = PDFDocument(PDFParser(io.BytesIO(data)))
    trailer: dict[str, Any] = {}
    size = 0
    for xref in document.xrefs:
        part = xref.get_trailer()
        for key in ("Root", "Info", "ID"):
            if key in part and key not in trailer:
                trailer[key] = part[key]
        size = max(size, int(part.get("Size", 0) or 0), *(int(obj) + 1 for obj in xref.get_objids()))
    pages = [(page.pageid, dict(document.getobj(page.pageid))) for page in PDFPage.create_pages(document)]
    start = _startxref(data)
    if start is None:
        raise ValueError("no startxref")
    return PdfInfo(pages, trailer, size, start)


def serialise(value: Any) -> bytes:
    """A pdfminer object back to PDF syntax."""
    from pdfminer.pdftypes import PDFObjRef
    from pdfminer.psparser import PSKeyword, PSLiteral

    if isinstance(value, bool):
        return b"true" if value else b"false"
    if value is None:
        return b"null"
    if isinstance(value, int):
        return b"%d" % value
    if isinstance(value, float):
        return (b"%.6f" % value).rstrip(b"0").rstrip(b".")
    if isinstance(value, PDFObjRef):
        return b"%d 0 R" % value.objid
    if isinstance(value, PSLiteral):
        name = value.name if isinstance(value.name, str) else value.name.decode("latin-1")
        return b"/" + _name(name)
    if isinstance(value, PSKeyword):
        return value.name if isinstance(value.name, bytes) else value.name.encode("latin-1")
    if isinstance(value, bytes):
        return b"<" + value.hex().encode() + b">"
    if isinstance(value, str):
        return b"<" + value.encode("latin-1", "replace").hex().encode() + b">"
    if isinstance(value, list | tuple):
        return b"[" + b" ".join(serialise(item) for item in value) + b"]"
    if isinstance(value, dict):
        return b"<<" + b"".join(b"/" + _name(key) + b" " + serialise(item) for key, item in value.items()) + b">>"
    raise TypeError(f"cannot serialise {type(value).__name__}")


def _name(name: str) -> bytes:
    return b"".join(bytes([c]) if 0x21 <= c <= 0x7E and c not in b"()<>[]{}/%#" else b"#%02X" % c
                    for c in name.encode("latin-1", "replace"))


def incremental_update(data: bytes, info: PdfInfo, objects: dict[int, bytes], trailer: dict[str, Any] | None = None
                       ) -> bytes:
    """`data` with `objects` (id -> body, a stream included) appended as new versions, a classic xref section
    for them and a trailer whose /Prev is the file's last xref."""
    out = bytearray(data)
    if not out.endswith(b"\n"):
        out += b"\n"
    offsets: dict[int, int] = {}
    for objid, body in sorted(objects.items()):
        offsets[objid] = len(out)
        out += b"%d 0 obj\n" % objid + body + b"\nendobj\n"
    xref_at = len(out)
    out += b"xref\n"
    for objid, offset in sorted(offsets.items()):
        out += b"%d 1\n%010d 00000 n \n" % (objid, offset)
    fields = {**info.trailer, **(trailer or {})}
    fields["Size"] = max(info.size, max(objects) + 1)
    fields["Prev"] = info.startxref
    out += b"trailer\n" + serialise(fields) + b"\nstartxref\n%d\n%%%%EOF\n" % xref_at
    return bytes(out)


def _stream(body: bytes, extra: bytes = b"") -> bytes:
    return b"<</Length %d%s>>\nstream\n" % (len(body), extra) + body + b"\nendstream"


def mediabox_huge(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """One page's MediaBox (and CropBox) 1e6 points square, or a degenerate box: zero, inverted, a name."""
    from pdfminer.psparser import LIT

    info = pdf_info(data)
    rng = random.Random(seed)
    objid, page = info.pages[rng.randrange(len(info.pages))]
    box = ([0, 0, 1_000_000, 1_000_000], [0, 0, 1_000_000, 1_000_000], [0, 0, 14400, 1_000_000],
           [0, 0, 0, 0], [612, 792, 0, 0], [0, 0, LIT("Huge"), 792])[seed % 6]
    page = {**page, "MediaBox": box}
    page.pop("CropBox", None)
    return incremental_update(data, info, {objid: serialise(page)}), "mediabox_huge"


def deep_nesting(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """A new object of 10000 (seed % 4 == 3: 100000) nested arrays or dictionaries, referenced from the Info
    dictionary, a page dictionary or written into a page's content stream."""
    info = pdf_info(data)
    rng = random.Random(seed)
    depth = 100_000 if seed % 4 == 3 else 10_000
    use_dicts = rng.random() < 0.5
    nested = (b"<</A " * depth + b"1" + b">>" * depth) if use_dicts else (b"[" * depth + b"1" + b"]" * depth)
    new_id = info.size
    where = rng.choice(("info", "page", "annots", "content"))
    objid, page = info.pages[rng.randrange(len(info.pages))]
    if where == "info":
        objects = {new_id: nested, new_id + 1: b"<</Title (nested) /Nested %d 0 R>>" % new_id}
        return incremental_update(data, info, objects, {"Info": _ref(new_id + 1)}), "deep_nesting"
    if where == "page":
        objects = {new_id: nested, objid: serialise({**page, "PieceInfo": _ref(new_id)})}
    elif where == "annots":
        objects = {new_id: nested, objid: serialise({**page, "Annots": _ref(new_id)})}
    else:  # an array of arrays ... as an operand in the page's content stream, after its own content
        body = b"q " + (b"[" * depth + b"]" * depth) + b" 0 d Q\n"
        contents = page.get("Contents")
        refs = contents if isinstance(contents, list) else [contents] if contents is not None else []
        objects = {new_id: _stream(body), objid: serialise({**page, "Contents": [*refs, _ref(new_id)]})}
    return incremental_update(data, info, objects), "deep_nesting"


def many_pages(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """A page-tree bomb: the root /Pages node gets 10000 pages (seed odd: 2000), each a new page object that
    shares one real page's content and resources, so a small file declares that many distinct pages."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import PDFObjRef

    info = pdf_info(data)
    document = PDFDocument(PDFParser(io.BytesIO(data)))
    root = document.catalog.get("Pages")
    if not isinstance(root, PDFObjRef):
        raise ValueError("no indirect /Pages root")
    count = 2_000 if seed % 2 else 10_000
    page = {key: value for key, value in info.pages[0][1].items() if key not in ("Annots", "StructParents")}
    page["Parent"] = root
    body = serialise(page)
    node = dict(document.getobj(root.objid))
    node["Kids"] = [_ref(info.size + index) for index in range(count)]
    node["Count"] = count
    objects = {info.size + index: body for index in range(count)}
    objects[root.objid] = serialise(node)
    return incremental_update(data, info, objects), "many_pages"


def _ref(objid: int) -> Any:
    from pdfminer.pdftypes import PDFObjRef

    return PDFObjRef(None, objid)


DAMAGE_VARIANTS = ("noise", "flate", "operators", "halved")


def damaged_page(data: bytes, seed: int, position: int, variant: str = "noise") -> tuple[bytes, str]:
    """One page (not the first when there are several) gets a garbage content stream; the other pages are as
    they were. Variants: noise; a /FlateDecode stream of noise; a valid Flate stream of nonsense operators
    (unterminated strings, missing fonts, absurd matrices, an inline image without data); its own compressed
    bytes cut in half."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import PDFObjRef, PDFStream

    info = pdf_info(data)
    rng = random.Random(seed)
    number = 1 + rng.randrange(len(info.pages) - 1) if len(info.pages) > 1 else 0
    objid, page = info.pages[number]
    new_id = info.size
    body = b""
    if variant == "noise":
        body = _stream(rng.randbytes(rng.choice((64, 1024, 16384))))
    elif variant == "flate":
        body = _stream(b"x\x9c" + rng.randbytes(2048), b" /Filter /FlateDecode")
    elif variant == "operators":
        operators = [b"BT", b"ET", b"Tj", b"TJ", b"Tf", b"cm", b"Do", b"q", b"Q", b"re", b"f", b"'", b"\"",
                     b"/F999 12 Tf", b"(unterminated", b"<zz>", b"1e999", b"99999999999999999999 0 0 1 0 0 cm",
                     b"-0.0.0", b"[", b"]", b"<<", b">>", b"/Im404 Do", b"BI /W 99999 /H 99999 ID", b"EI", b")"]
        text = b" ".join(rng.choice(operators) for _ in range(400))
        body = _stream(zlib.compress(text), b" /Filter /FlateDecode")
    else:
        contents = page.get("Contents")
        ref = contents[0] if isinstance(contents, list) and contents else contents
        document = PDFDocument(PDFParser(io.BytesIO(data)))
        stream = document.getobj(ref.objid) if isinstance(ref, PDFObjRef) else None
        if not isinstance(stream, PDFStream):
            raise ValueError("the page has no content stream to cut")
        raw = stream.rawdata or b""
        attrs = {key: value for key, value in stream.attrs.items() if key not in ("Length", "DL")}
        cut = raw[: len(raw) // 2]
        body = b"<<" + b"".join(b"/" + _name(k) + b" " + serialise(v) for k, v in attrs.items()) + \
            b" /Length %d>>\nstream\n" % len(cut) + cut + b"\nendstream"
    objects = {new_id: body, objid: serialise({**page, "Contents": _ref(new_id)})}
    return incremental_update(data, info, objects), f"damaged_page_{variant}"


def _damage(variant: str) -> Mutation:
    def mutate(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
        return damaged_page(data, seed, position, variant)

    return mutate


# ---------------------------------------------------------------- images


def _png_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        raise ValueError("not a PNG")
    chunks, at = [], 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        chunks.append((kind, data[at + 8 : at + 8 + length]))
        at += 12 + length
    return chunks


def _png(chunks: list[tuple[bytes, bytes]]) -> bytes:
    out = bytearray(b"\x89PNG\r\n\x1a\n")
    for kind, body in chunks:
        out += struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    return bytes(out)


def png_ihdr_enlarged(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """The IHDR's width and height enlarged, its CRC recomputed: a consistent header over the same small pixel
    data (a decoder that trusts the header allocates for the declared size)."""
    sizes = ((30_000, 30_000), (100_000, 100_000), (65_535, 65_535), (12_000, 12_000), (1, 2_000_000_000),
             (2**31 - 1, 2**31 - 1), (9_000, 9_000))
    width, height = sizes[seed % len(sizes)]
    chunks = _png_chunks(data)
    kind, header = chunks[0]
    chunks[0] = (kind, struct.pack(">II", width, height) + header[8:])
    return _png(chunks), "png_ihdr_enlarged"


BOMB_SIDES = (12_000, 9_400, 7_700)  # 144 MP (PIL warns from 89.5); 88 MP (just under PIL's warning); 59 MP


@lru_cache(maxsize=3)
def true_bomb_png(side: int = 12_000) -> bytes:
    """side x side RGB pixels of one colour: for 12000, ~450 KB of PNG and 432 MB decoded (PIL warns from 89.5 MP
    and refuses from 179 MP)."""
    from PIL import Image

    image = Image.new("RGB", (side, side), (250, 250, 245))
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=9)
    return out.getvalue()


def png_bomb_true(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """A small PNG that truly decodes to 12000 x 12000 (seed % 3 == 0), 9400 x 9400 or 7700 x 7700 pixels."""
    return true_bomb_png(BOMB_SIDES[seed % 3]), "png_bomb_true"


@lru_cache(maxsize=4)
def _many_frames_tiff(relative: str, frames: int) -> bytes:
    from PIL import Image

    with Image.open(io.BytesIO(base_bytes(relative))) as scan:
        scan = scan.convert("L")
        width, height = scan.size
        crops = [scan.crop((x, y, x + 96, y + 32)) for y in range(0, max(1, height - 32), 32)
                 for x in range(0, max(1, width - 96), 96)]
    out = io.BytesIO()
    chosen = [crops[index % len(crops)] for index in range(frames)]
    chosen[0].save(out, format="TIFF", save_all=True, append_images=chosen[1:], compression="tiff_deflate")
    return out.getvalue()


def tiff_many_frames(data: bytes, seed: int, position: int, *, base: str = TIFFS[0]) -> tuple[bytes, str]:
    """300 (seed % 3 == 2: 1000) tiny frames, 96 x 32 crops of a real scan, in one TIFF."""
    return _many_frames_tiff(base, 1000 if seed % 3 == 2 else 300), "tiff_many_frames"


def tiff_ifd_loop(data: bytes, seed: int, position: int) -> tuple[bytes, str]:
    """A 3-frame TIFF made from the scan whose last IFD's next-IFD offset points back at an earlier IFD."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as scan:
        scan = scan.convert("L")
        frames = [scan.crop((0, 0, 200, 80)), scan.crop((0, 80, 200, 160)), scan.crop((0, 160, 200, 240))]
    out = io.BytesIO()
    frames[0].save(out, format="TIFF", save_all=True, append_images=frames[1:])
    tiff = bytearray(out.getvalue())
    endian = "<" if tiff[:2] == b"II" else ">"
    ifds, at = [], struct.unpack(endian + "I", tiff[4:8])[0]
    while at and len(ifds) < 16:
        ifds.append(at)
        count = struct.unpack(endian + "H", tiff[at : at + 2])[0]
        at = struct.unpack(endian + "I", tiff[at + 2 + 12 * count : at + 6 + 12 * count])[0]
    last = ifds[-1]
    count = struct.unpack(endian + "H", tiff[last : last + 2])[0]
    target = ifds[seed % len(ifds)]
    tiff[last + 2 + 12 * count : last + 6 + 12 * count] = struct.pack(endian + "I", target)
    return bytes(tiff), "tiff_ifd_loop"


# ---------------------------------------------------------------- the registry


Mutation = Callable[[bytes, int, int], tuple[bytes, str]]


@dataclass(frozen=True)
class Family:
    name: str
    mutate: Mutation
    bases: tuple[str, ...]
    suffix: str | None = None  # None: the base file's suffix


FAMILIES: dict[str, Family] = {family.name: family for family in (
    Family("truncate", truncate, PDFS + IMAGES),
    Family("truncate_tail", truncate_tail, PDFS + IMAGES),
    Family("bit_flips", bit_flips, PDFS + IMAGES),
    Family("overwrite_range", overwrite_range, PDFS + IMAGES),
    Family("png_named_pdf", png_named_pdf, PNGS, ".pdf"),
    Family("pdf_named_png", pdf_named_png, TEXT_PDFS, ".png"),
    Family("pdf_with_jpeg_header", pdf_with_jpeg_header, TEXT_PDFS),
    Family("empty_file", empty_file, PDFS + IMAGES),
    Family("pdf_header_only", pdf_header_only, TEXT_PDFS),
    Family("xref_shifted", xref_shifted, CLASSIC_XREF_PDFS),
    Family("startxref_past_eof", startxref_past_eof, PDFS),
    Family("xref_removed", xref_removed, PDFS),
    Family("mediabox_huge", mediabox_huge, PDFS),
    Family("png_ihdr_enlarged", png_ihdr_enlarged, PNGS),
    Family("png_bomb_true", png_bomb_true, PNGS[:1], ".png"),
    Family("tiff_many_frames", tiff_many_frames, TIFFS[:1], ".tif"),
    Family("tiff_ifd_loop", tiff_ifd_loop, TIFFS, ".tif"),
    Family("deep_nesting", deep_nesting, TEXT_PDFS),
    Family("many_pages", many_pages, PDFS),
    *(Family(f"damaged_page_{variant}", _damage(variant), MULTI_PAGE_PDFS) for variant in DAMAGE_VARIANTS),
)}

# The families that cost time or memory once a document is decoded or OCR'd (the OCR-on batches draw one of them).
HEAVY = ("png_bomb_true", "tiff_many_frames", "png_ihdr_enlarged", "mediabox_huge", "tiff_ifd_loop", "many_pages")


@dataclass(frozen=True)
class Mutant:
    family: str
    base: str
    seed: int
    position: int
    data: bytes
    suffix: str

    def describe(self) -> str:
        return f"{self.family} of {self.base} (seed {self.seed}, position {self.position}, {len(self.data)} bytes)"

    def command(self, out: str) -> str:
        return (f".venv/bin/python -m tests.reliability.mutations {self.family} {self.base} {self.seed} "
                f"{self.position} {out}")


def mutate(family: str, base: str, seed: int, position: int) -> Mutant:
    """One mutant, deterministically. A mutation that does not apply to this base (a PDF pdfminer cannot read
    for an incremental update) falls back to a truncation, named as such."""
    spec = FAMILIES[family]
    data = base_bytes(base)
    if family == "tiff_many_frames":
        output, name = tiff_many_frames(data, seed, position, base=base)
    else:
        try:
            output, name = spec.mutate(data, seed, position)
        except Exception:  # the base is not what this family needs: cut it instead, honestly named
            output, name = truncate(data, seed, position)
    suffix = spec.suffix if spec.suffix and name == family else Path(base).suffix
    return Mutant(name, base, seed, position, output, suffix)


def strategy(families: tuple[str, ...] | None = None) -> Any:
    """A hypothesis strategy of mutants: the family (of `families`, default all), then one of its base files, a
    seed and a position."""
    from hypothesis import strategies as st

    def build(family: str) -> Any:
        return st.builds(mutate, st.just(family), st.sampled_from(FAMILIES[family].bases),
                         st.integers(0, 2**32 - 1), st.integers(0, POSITION_MAX))

    return st.sampled_from(sorted(families or FAMILIES)).flatmap(build)


def main(argv: list[str]) -> int:
    if len(argv) != 5:
        print("usage: python -m tests.reliability.mutations FAMILY BASE SEED POSITION OUT", file=sys.stderr)
        print("families: " + ", ".join(sorted(FAMILIES)), file=sys.stderr)
        return 2
    family, base, seed, position, out = argv
    mutant = mutate(family, base, int(seed), int(position))
    Path(out).write_bytes(mutant.data)
    print(f"{out}: {mutant.describe()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
