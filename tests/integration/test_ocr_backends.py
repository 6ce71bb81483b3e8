"""The optional OCR backends against the real programs where they exist: tesseract (apt) and PaddleOCR (extra).

Tesseract tests run the real binary on tesseract's own phototest page and skip, saying why, where it is not
installed. PaddleOCR cannot share this environment (it needs opencv-contrib-python), so its start-up checks
and result handling run against a stand-in `paddleocr` module, and the real recognition test runs only where
the package imports and RAGOPS_PADDLE_DET_DIR / RAGOPS_PADDLE_REC_DIR point to downloaded model folders.
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

from tasks.ocr_engines.base import EngineUnavailable
from tasks.ocr_engines.paddle import PaddleOcrEngine
from tasks.ocr_engines.tesseract import TesseractEngine

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
    return TesseractEngine()  # the shipped default, eng+chi_sim


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
        TesseractEngine(binary=str(tmp_path / "no-such-tesseract"))
    assert "ingest.ocr.tesseract.binary" in str(err.value)


@needs_tesseract
def test_tesseract_missing_language_pack_is_named() -> None:
    with pytest.raises(EngineUnavailable, match="xyz") as err:
        TesseractEngine(languages="xyz")
    assert "tesseract-ocr-xyz" in str(err.value)


# --- PaddleOCR: start-up checks and result handling, against a stand-in package ----------------------------


class _FakePaddleOCR:
    """Records the constructor's arguments; predicts one canned line."""

    made: ClassVar[list[dict[str, Any]]] = []
    seen: ClassVar[list[np.ndarray]] = []

    def __init__(self, **kwargs: Any) -> None:
        type(self).made.append(kwargs)

    def predict(self, image: np.ndarray) -> list[dict[str, Any]]:
        type(self).seen.append(image)
        return [{
            "rec_texts": ["quick brown", " "],
            "rec_scores": np.array([0.91, 0.2]),
            "rec_polys": np.array([[[10, 20], [110, 18], [112, 40], [11, 42]], [[0, 0], [1, 0], [1, 1], [0, 1]]]),
        }]


class _FakeOrientationClassifier:
    def __init__(self, model_name: str, model_dir: str) -> None:
        self.model_name = model_name

    def predict(self, image: np.ndarray) -> list[dict[str, Any]]:
        return [{"class_ids": np.array([1]), "scores": np.array([0.97]), "label_names": ["90"]}]


@pytest.fixture
def fake_paddle(monkeypatch: pytest.MonkeyPatch) -> type[_FakePaddleOCR]:
    module = types.ModuleType("paddleocr")
    module.PaddleOCR = _FakePaddleOCR  # type: ignore[attr-defined]
    module.DocImgOrientationClassification = _FakeOrientationClassifier  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "paddleocr", module)
    monkeypatch.setitem(sys.modules, "paddle", types.ModuleType("paddle"))
    _FakePaddleOCR.made, _FakePaddleOCR.seen = [], []
    return _FakePaddleOCR


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
def test_paddle_model_dirs_are_checked(fake_paddle: type[_FakePaddleOCR], tmp_path: Path, det: str | None,
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


def test_paddle_model_name_must_match_folder(fake_paddle: type[_FakePaddleOCR], tmp_path: Path) -> None:
    with pytest.raises(EngineUnavailable, match="det_model_name"):
        PaddleOcrEngine(det_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_det"),
                        rec_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_rec"),
                        det_model_name="PP-OCRv5_server_det")


def test_paddle_wiring_and_results(fake_paddle: type[_FakePaddleOCR], tmp_path: Path) -> None:
    engine = PaddleOcrEngine(det_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_det", "inference.pdmodel"),
                             rec_model_dir=_model_folder(tmp_path, "en_PP-OCRv4_mobile_rec"))
    (kwargs,) = fake_paddle.made
    assert kwargs["text_detection_model_name"] == "PP-OCRv5_mobile_det"  # read from inference.yml
    assert kwargs["text_recognition_model_name"] == "en_PP-OCRv4_mobile_rec"
    assert kwargs["text_detection_model_dir"].endswith("PP-OCRv5_mobile_det")
    assert not (kwargs["use_doc_orientation_classify"] or kwargs["use_doc_unwarping"]
                or kwargs["use_textline_orientation"])  # each would load (download) another model

    rgb = np.zeros((50, 120, 3), dtype=np.uint8)
    rgb[..., 0] = 255  # red
    boxes = engine.recognise(rgb)

    assert fake_paddle.seen[0][0, 0].tolist() == [0, 0, 255]  # handed over as BGR
    assert [(b.text, b.box, b.confidence) for b in boxes] == [("quick brown", (10.0, 18.0, 112.0, 42.0), 0.91)]
    assert engine.detect_orientation(rgb) == (0, 0.0)  # no classifier folder: no opinion


def test_paddle_orientation_classifier_label_is_counter_clockwise(fake_paddle: type[_FakePaddleOCR],
                                                                  tmp_path: Path) -> None:
    engine = PaddleOcrEngine(det_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_det"),
                             rec_model_dir=_model_folder(tmp_path, "PP-OCRv5_mobile_rec"),
                             cls_model_dir=_model_folder(tmp_path, "PP-LCNet_x1_0_doc_ori"))
    assert engine._classifier.model_name == "PP-LCNet_x1_0_doc_ori"
    # Label "90": PaddleX turns the page 90 degrees counter-clockwise, i.e. 270 clockwise.
    assert engine.detect_orientation(np.zeros((10, 10, 3), dtype=np.uint8)) == (270, 0.97)


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
