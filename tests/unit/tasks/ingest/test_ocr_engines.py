"""The optional OCR backends against the real programs where they exist: tesseract (apt) and PaddleOCR (extra).

Tesseract tests run the real binary on tesseract's own phototest page and skip, saying why, where it is not
installed. PaddleOCR cannot share this environment (it needs opencv-contrib-python). Its start-up checks (package
missing, model folders missing or mismatched — all before PaddleOCR is constructed, so nothing can start a
download) run with an importable placeholder module; how it reads pages is only tested against the real
package: that test runs where it imports and RAGOPS_PADDLE_DET_DIR / RAGOPS_PADDLE_REC_DIR point to
downloaded model folders, and skips with that reason elsewhere.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import types
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pytest
from PIL import Image

from tasks.core.settings import load_settings
from tasks.ingest.ocr_engines.base import EngineUnavailable
from tasks.ingest.ocr_engines.paddle import PaddleOcrEngine
from tasks.ingest.ocr_engines.tesseract import TesseractEngine

SHIPPED = load_settings().ingest.ocr.tesseract.model_dump()  # binary, languages, psm as params.yaml ships them

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None,
    reason="tesseract binary not on PATH (apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim "
           "tesseract-ocr-osd)",
)


@pytest.fixture
def ocr_data(testdata: Path) -> Path:
    folder = testdata / "ocr"
    if not (folder / "phototest.tif").is_file():
        pytest.skip(f"OCR test images not found in {folder}")
    return folder


@pytest.fixture(scope="module")
def tesseract() -> TesseractEngine:
    if shutil.which("tesseract") is None:
        pytest.skip("tesseract binary not on PATH")
    return TesseractEngine(**SHIPPED)  # params.yaml: eng+chi_sim, psm 3


def _rgb(path: Path) -> np.ndarray:
    with Image.open(path) as image:
        return np.asarray(image.convert("RGB"))


def _text(boxes: list[Any]) -> str:
    return " ".join(box.text for box in boxes)


# --- tesseract -------------------------------------------------------------------------------------------


@needs_tesseract
def test_tesseract_reads_phototest(tesseract: TesseractEngine, ocr_data: Path) -> None:
    image = _rgb(ocr_data / "phototest.tif")
    boxes = tesseract.recognise(image)

    assert "quick brown dog" in _text(boxes)
    assert np.mean([box.confidence for box in boxes]) > 0.8
    height, width = image.shape[:2]
    for box in boxes:
        x0, y0, x1, y1 = box.box
        assert 0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height
        assert 0.0 <= box.confidence <= 1.0
    # One box per tesseract line, not per word: phototest has 8 lines of text.
    assert len(boxes) == 8


@needs_tesseract
@pytest.mark.parametrize(("filename", "expected"), [
    ("phototest-rotated-L.png", 90),
    ("phototest-rotated-R.png", 270),
    ("phototest-rotated-180.png", 180),
    ("phototest.tif", 0),
])
def test_tesseract_osd_turns_page_upright(tesseract: TesseractEngine, ocr_data: Path, filename: str,
                                          expected: int) -> None:
    image = _rgb(ocr_data / filename)
    degrees, confidence = tesseract.detect_orientation(image)

    assert degrees == expected
    assert 0.5 < confidence <= 1.0
    upright = np.ascontiguousarray(np.rot90(image, k=-degrees // 90))  # clockwise by `degrees`
    assert "quick brown" in _text(tesseract.recognise(upright))


@needs_tesseract
def test_tesseract_osd_without_text_has_no_opinion(tesseract: TesseractEngine) -> None:
    assert tesseract.detect_orientation(np.full((120, 160, 3), 255, dtype=np.uint8)) == (0, 0.0)


def test_tesseract_missing_binary_says_how_to_install(tmp_path: Path) -> None:
    with pytest.raises(EngineUnavailable, match="apt-get install") as err:
        TesseractEngine(**{**SHIPPED, "binary": str(tmp_path / "no-such-tesseract")})
    assert "ingest.ocr.tesseract.binary" in str(err.value)


@needs_tesseract
def test_tesseract_missing_language_pack_is_named() -> None:
    with pytest.raises(EngineUnavailable, match="xyz") as err:
        TesseractEngine(**{**SHIPPED, "languages": "xyz"})
    assert "tesseract-ocr-xyz" in str(err.value)


# --- PaddleOCR: start-up checks, which must all happen before PaddleOCR is constructed ---------------------


class _ConstructionRecorder:
    """Placeholder for `paddleocr.PaddleOCR`: only records that something tried to construct it."""

    made: ClassVar[list[dict[str, Any]]] = []

    def __init__(self, **kwargs: Any) -> None:
        type(self).made.append(kwargs)


@pytest.fixture
def fake_paddle(monkeypatch: pytest.MonkeyPatch) -> type[_ConstructionRecorder]:
    module = types.ModuleType("paddleocr")
    module.PaddleOCR = _ConstructionRecorder  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "paddleocr", module)
    monkeypatch.setitem(sys.modules, "paddle", types.ModuleType("paddle"))
    _ConstructionRecorder.made = []
    return _ConstructionRecorder


def _model_folder(root: Path, name: str, graph: str = "inference.json") -> str:
    folder = root / name
    folder.mkdir()
    (folder / graph).write_text("{}")
    (folder / "inference.pdiparams").write_bytes(b"\0")
    (folder / "inference.yml").write_text(f"Global:\n  model_name: {name}\n")
    return str(folder)


def test_paddle_without_package_says_install_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "paddleocr", None)  # makes `import paddleocr` raise ImportError
    with pytest.raises(EngineUnavailable, match=r"ragops\[paddle\]"):
        PaddleOcrEngine(det_model_dir=None, rec_model_dir=None)


@pytest.mark.parametrize(("det", "rec", "named"), [
    (None, "ok", "ingest.ocr.paddleocr.det_model_dir"),
    ("ok", None, "ingest.ocr.paddleocr.rec_model_dir"),
    ("missing", "ok", "ingest.ocr.paddleocr.det_model_dir"),
    ("ok", "missing", "ingest.ocr.paddleocr.rec_model_dir"),
    ("ok", "empty", "ingest.ocr.paddleocr.rec_model_dir"),
])
def test_paddle_model_dirs_are_checked(fake_paddle: type[_ConstructionRecorder], tmp_path: Path, det: str | None,
                                       rec: str | None, named: str) -> None:
    def folder(kind: str | None, name: str) -> str | None:
        if kind == "ok":
            return _model_folder(tmp_path, name)
        if kind == "missing":
            return str(tmp_path / "nowhere" / name)
        if kind == "empty":
            (tmp_path / name).mkdir()
            return str(tmp_path / name)
        return None

    with pytest.raises(EngineUnavailable, match=named) as err:
        PaddleOcrEngine(det_model_dir=folder(det, "PP-OCRv5_mobile_det"),
                        rec_model_dir=folder(rec, "PP-OCRv5_mobile_rec"))
    assert "inference.pdiparams" in str(err.value) and "downloaded beforehand" in str(err.value)
    assert not fake_paddle.made  # checked before PaddleOCR could try to download anything


def test_paddle_model_name_must_match_folder(fake_paddle: type[_ConstructionRecorder], tmp_path: Path) -> None:
    with pytest.raises(EngineUnavailable, match="det_model_name"):
        PaddleOcrEngine(det_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_det"),
                        rec_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_rec"),
                        det_model_name="PP-OCRv5_server_det")


# --- PaddleOCR: the real thing, where it is installed with downloaded models -------------------------------


def _real_paddle_models() -> tuple[str, str]:
    det, rec = os.environ.get("RAGOPS_PADDLE_DET_DIR", ""), os.environ.get("RAGOPS_PADDLE_REC_DIR", "")
    imports = all(importlib.util.find_spec(name) is not None for name in ("paddleocr", "paddle"))
    if not (det and rec and Path(det).is_dir() and Path(rec).is_dir() and imports):
        pytest.skip("PaddleOCR models not present: set RAGOPS_PADDLE_DET_DIR/RAGOPS_PADDLE_REC_DIR "
                    "(and install ragops[paddle])")
    return det, rec


def test_paddle_reads_phototest(ocr_data: Path) -> None:
    det, rec = _real_paddle_models()
    engine = PaddleOcrEngine(det_model_dir=det, rec_model_dir=rec,
                             cls_model_dir=os.environ.get("RAGOPS_PADDLE_CLS_DIR") or None)
    boxes = engine.recognise(_rgb(ocr_data / "phototest.tif"))

    assert "quick brown" in _text(boxes).lower()
    assert np.mean([box.confidence for box in boxes]) > 0.8
    if os.environ.get("RAGOPS_PADDLE_CLS_DIR"):
        assert engine.detect_orientation(_rgb(ocr_data / "phototest-rotated-L.png"))[0] == 90
