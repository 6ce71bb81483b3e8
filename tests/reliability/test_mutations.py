"""The fuzzing mutations (tests/reliability/mutations.py) do what their names say, deterministically."""

from __future__ import annotations

import io
import re
import struct
import zlib

import pytest

from tests.reliability import mutations
from tests.reliability.mutations import FAMILIES, mutate

PASS_THROUGH = {"png_named_pdf", "pdf_named_png"}  # the same bytes under the wrong suffix


@pytest.fixture(scope="module", autouse=True)
def _testdata(testdata):
    return testdata


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_family_applies_to_each_of_its_bases_deterministically(family: str) -> None:
    for base in FAMILIES[family].bases:
        first, again = mutate(family, base, 12345, 654321), mutate(family, base, 12345, 654321)
        assert first == again
        assert first.family == family, f"{family} did not apply to {base} (fell back to {first.family})"
        if family not in PASS_THROUGH and family not in ("png_bomb_true", "tiff_many_frames", "tiff_ifd_loop"):
            assert first.data != mutations.base_bytes(base)
        assert first.suffix == (FAMILIES[family].suffix or "." + base.rsplit(".", 1)[1])


def test_truncate_tail_cuts_inside_the_xref_or_trailer() -> None:
    base = "pdf/senate-expenditures.pdf"
    data = mutations.base_bytes(base)
    xref = int(re.findall(rb"startxref\s+(\d+)", data)[-1])
    for position in (0, 500_000, mutations.POSITION_MAX):
        cut = mutate("truncate_tail", base, 1, position).data
        assert xref <= len(cut) < len(data) and data.startswith(cut)


def test_xref_shifted_moves_offsets_and_nothing_else() -> None:
    base = "layout/test-punkt.pdf"
    data, shifted = mutations.base_bytes(base), mutate("xref_shifted", base, 2, 0).data
    assert len(shifted) == len(data) and shifted != data
    xref = int(re.findall(rb"startxref\s+(\d+)", data)[-1])
    changed = [i for i, (a, b) in enumerate(zip(data, shifted)) if a != b]
    assert xref <= min(changed) and max(changed) < data.find(b"trailer", xref)  # inside the xref table only


def test_png_ihdr_enlarged_has_a_valid_crc_and_declares_the_size() -> None:
    from PIL import Image

    data = mutate("png_ihdr_enlarged", "ocr/ch_doc_server.png", 0, 0).data  # seed 0: 30000 x 30000
    length, kind = struct.unpack(">I4s", data[8:16])
    body, crc = data[16 : 16 + length], struct.unpack(">I", data[16 + length : 20 + length])[0]
    assert kind == b"IHDR" and zlib.crc32(kind + body) & 0xFFFFFFFF == crc
    assert struct.unpack(">II", body[:8]) == (30_000, 30_000)
    with pytest.raises(Image.DecompressionBombError):
        Image.open(io.BytesIO(data))


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_png_bomb_true_is_small_and_decodes_to_12000_square() -> None:
    from PIL import Image

    data = mutate("png_bomb_true", "ocr/ch_doc_server.png", 0, 0).data
    assert len(data) < 1_000_000
    with Image.open(io.BytesIO(data)) as image:
        assert image.size == (12_000, 12_000)


def test_tiff_many_frames_has_300_frames_and_the_ifd_loop_loops() -> None:
    from PIL import Image

    with Image.open(io.BytesIO(mutate("tiff_many_frames", "ocr/phototest.tif", 0, 0).data)) as image:
        assert image.n_frames == 300
    data = mutate("tiff_ifd_loop", "ocr/phototest.tif", 0, 0).data
    seen, at = set(), struct.unpack("<I", data[4:8])[0]
    while at and at not in seen:
        seen.add(at)
        count = struct.unpack("<H", data[at : at + 2])[0]
        at = struct.unpack("<I", data[at + 2 + 12 * count : at + 6 + 12 * count])[0]
    assert at in seen  # the chain comes back to an IFD it has visited


def test_incremental_updates_are_read_by_pdfminer() -> None:
    import pdfplumber

    huge = mutate("mediabox_huge", "pdf/senate-expenditures.pdf", 0, 0).data  # seed 0: 1e6 points square
    with pdfplumber.open(io.BytesIO(huge)) as pdf:
        assert [float(v) for v in pdf.pages[0].mediabox] == [0, 0, 1_000_000, 1_000_000]
    nested = mutate("deep_nesting", "pdf/senate-expenditures.pdf", 0, 0).data
    assert b"[" * 10_000 in nested or b"<</A " * 10_000 in nested


def test_a_damaged_page_leaves_the_other_pages_readable() -> None:
    import pdfplumber

    base = "layout/test-punkt.pdf"
    with pdfplumber.open(io.BytesIO(mutations.base_bytes(base))) as pdf:
        first_page = pdf.pages[0].extract_text()
    for variant in mutations.DAMAGE_VARIANTS:
        data = mutate(f"damaged_page_{variant}", base, 7, 0).data
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            assert len(pdf.pages) == 4
            assert pdf.pages[0].extract_text() == first_page
