"""PaddleOCR backend (optional extra): real PaddleOCR 3.x on PaddlePaddle, from local PaddleX model folders.

Why local folders only: PaddleOCR downloads any model whose folder is not given, at run time, from the
internet — which an ingestion worker must not do (offline hosts, unpinned weights). So every model this
engine uses is passed as a folder that was downloaded beforehand (a PaddleX *inference* model:
inference.yml + inference.json or inference.pdmodel + inference.pdiparams), the optional pipeline stages
that would pull in further models (document unwarping, text-line orientation) are switched off, and the
folders are checked here so that a wrong path fails at start-up with the config key to fix instead of
deep inside PaddleX (or with a download attempt).

PaddleX insists that a folder's model name matches the name it is configured with ("Model name mismatch"),
and PaddleOCR's default names are the PP-OCRv5 *server* models; so when no name is given it is read from
the folder's inference.yml (Global.model_name).

API relied on (PaddleOCR 3.x, docs/version3.x/pipeline_usage/OCR.en.md and paddleocr/_pipelines/ocr.py):
`PaddleOCR(text_detection_model_name=, text_detection_model_dir=, text_recognition_model_name=,
text_recognition_model_dir=, use_doc_orientation_classify=False, use_doc_unwarping=False,
use_textline_orientation=False).predict(image)` returns one result per image, a dict-like object with
`rec_texts`, `rec_scores` and `rec_boxes` ((n, 4) [x_min, y_min, x_max, y_max]) or `rec_polys` ((n, 4, 2)).
A numpy input is taken as **BGR** (PaddleX's ReadImage passes arrays through as BGR), so RGB is flipped.

Orientation: with `cls_model_dir` (a PP-LCNet_x1_0_doc_ori folder) the document orientation classifier
`DocImgOrientationClassification(model_name=, model_dir=)` is run; its result gives `label_names` ("0",
"90", "180", "270") and `scores`. PaddleX's doc preprocessor turns the image *counter-clockwise* by that
label to make it upright (cv2.getRotationMatrix2D with a positive angle), so the clockwise angle this
interface wants is (360 - label) % 360. Without a classifier folder `detect_orientation` answers (0, 0.0),
i.e. no opinion, and rotation falls back to the caller's own probe.

PaddleOCR needs opencv-contrib-python, which conflicts with the opencv-python-headless this project locks,
hence an extra with its own environment (see README) rather than a dependency.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from models.documents.ocr_layout import OcrBox, axis_aligned
from tasks.ingest.ocr_engines.base import EngineUnavailable

PACKAGE_HINT = (
    "PaddleOCR is an optional extra: pip install 'ragops[paddle]' (paddleocr, paddlepaddle); "
    "it conflicts with opencv-python-headless, see README"
)
CONFIG_PREFIX = "ingest.ocr.paddleocr"
_MODEL_GRAPHS = ("inference.json", "inference.pdmodel")  # PIR (Paddle 3) or legacy program
_MODEL_PARAMS = "inference.pdiparams"
_MODEL_CONFIG = "inference.yml"


class PaddleOcrEngine:
    name = "paddleocr"

    def __init__(self, det_model_dir: str | None, rec_model_dir: str | None, cls_model_dir: str | None = None,
                 det_model_name: str | None = None, rec_model_name: str | None = None) -> None:
        # Before importing paddlex: skip its start-up probe of the model hosters (pointless offline).
        os.environ.setdefault("PADDLE_PDX_DISABLE_MODEL_SOURCE_CHECK", "True")
        try:
            import paddle  # noqa: F401  (paddleocr imports it lazily; fail here with the install hint)
            from paddleocr import PaddleOCR
        except ImportError as err:
            raise EngineUnavailable(f"{PACKAGE_HINT} ({err})") from err

        det_dir, det_name = _model_folder(det_model_dir, "det_model_dir", det_model_name, "det_model_name")
        rec_dir, rec_name = _model_folder(rec_model_dir, "rec_model_dir", rec_model_name, "rec_model_name")
        self._ocr = PaddleOCR(
            text_detection_model_name=det_name,
            text_detection_model_dir=str(det_dir),
            text_recognition_model_name=rec_name,
            text_recognition_model_dir=str(rec_dir),
            use_doc_orientation_classify=False,
            use_doc_unwarping=False,
            use_textline_orientation=False,
        )
        self._classifier: Any = None
        if cls_model_dir:
            from paddleocr import DocImgOrientationClassification

            cls_dir, cls_name = _model_folder(cls_model_dir, "cls_model_dir", None, None)
            self._classifier = DocImgOrientationClassification(model_name=cls_name, model_dir=str(cls_dir))

    def recognise(self, image: np.ndarray) -> list[OcrBox]:
        boxes: list[OcrBox] = []
        for result in self._ocr.predict(_bgr(image)):
            texts = _field(result, "rec_texts") or []
            scores = _field(result, "rec_scores")
            rects = _field(result, "rec_boxes")
            if rects is None or len(rects) != len(texts):
                rects = [axis_aligned(poly) for poly in _field(result, "rec_polys")]
            for text, score, rect in zip(texts, scores, rects, strict=True):
                if str(text).strip():
                    x0, y0, x1, y1 = (float(v) for v in rect)
                    boxes.append(OcrBox(text=str(text), box=(x0, y0, x1, y1), confidence=float(score)))
        return boxes

    def detect_orientation(self, image: np.ndarray) -> tuple[int, float]:
        if self._classifier is None:
            return 0, 0.0
        results = self._classifier.predict(_bgr(image))
        if not results:
            return 0, 0.0
        labels, scores = _field(results[0], "label_names"), _field(results[0], "scores")
        if labels is None or not len(labels):
            return 0, 0.0
        counter_clockwise = int(str(labels[0]))
        return (360 - counter_clockwise) % 360, round(float(scores[0]), 3)


def _model_folder(path: str | None, param: str, name: str | None, name_param: str | None) -> tuple[Path, str]:
    """The checked folder and its PaddleX model name (given, or read from inference.yml)."""
    key = f"{CONFIG_PREFIX}.{param}"
    needs = (f"a PaddleX inference model folder ({' or '.join(_MODEL_GRAPHS)} + {_MODEL_PARAMS} + "
             f"{_MODEL_CONFIG}) downloaded beforehand, since nothing is downloaded at run time")
    if not path:
        raise EngineUnavailable(f"{key} is not set: it must point to {needs}")
    folder = Path(path).expanduser()
    if not folder.is_dir():
        raise EngineUnavailable(f"{key} = {path!r} is not a folder: it must be {needs}")
    missing = [f for f in (_MODEL_PARAMS, _MODEL_CONFIG) if not (folder / f).is_file()]
    if not any((folder / f).is_file() for f in _MODEL_GRAPHS):
        missing.insert(0, " or ".join(_MODEL_GRAPHS))
    if missing:
        raise EngineUnavailable(f"{key} = {path!r} lacks {', '.join(missing)}: it must be {needs}")
    try:
        config = yaml.safe_load((folder / _MODEL_CONFIG).read_text(encoding="utf-8")) or {}
        declared = config.get("Global", {}).get("model_name")
    except (OSError, yaml.YAMLError, AttributeError):
        declared = None
    if name and declared and name != declared:
        raise EngineUnavailable(f"{CONFIG_PREFIX}.{name_param} = {name!r} but {key} holds {declared!r} "
                                f"(Global.model_name in {_MODEL_CONFIG}); PaddleX requires them to match")
    if not (name or declared):
        hint = f" or set {CONFIG_PREFIX}.{name_param}" if name_param else ""
        raise EngineUnavailable(f"cannot read Global.model_name from {folder / _MODEL_CONFIG}{hint}")
    return folder, str(name or declared)


def _bgr(image: np.ndarray) -> np.ndarray:
    """PaddleX reads numpy inputs as OpenCV-style BGR."""
    if image.dtype != np.uint8 or image.ndim != 3 or image.shape[2] != 3:
        raise ValueError(f"expected an RGB uint8 image (H x W x 3), got {image.dtype} {image.shape}")
    return np.ascontiguousarray(image[:, :, ::-1])


def _field(result: Any, key: str) -> Any:
    """A value of a PaddleX result: dict-style, else via its documented `.json["res"]`."""
    try:
        return result[key]
    except (KeyError, TypeError):
        payload = getattr(result, "json", None) or {}
        return payload.get("res", payload).get(key)
