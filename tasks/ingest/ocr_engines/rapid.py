"""RapidOCR backend (the default): PaddleOCR's PP-OCR detection, line-orientation and recognition models as
ONNX, shipped inside the `rapidocr` wheel — no download, no GPU.

Page orientation is not something PP-OCR's line classifier decides (it only knows 0 vs 180 per line), so
`detect_orientation` probes it: text lines are much wider than tall, so the detector's box shapes say
whether the page lies on its side (90/270) or not (0/180); the line classifier, asked about the widest
line crops turned each candidate way, then picks between the two remaining angles.
"""

from __future__ import annotations

import logging
from typing import Any

import numpy as np

from models.documents.ocr_layout import OcrBox, axis_aligned
from tasks.ingest.ocr_engines.base import EngineUnavailable

log = logging.getLogger(__name__)


class RapidOcrEngine:
    name = "rapidocr"

    def __init__(self, threads: int, max_side_len: int, text_score: float = 0.5,
                 orientation_probe_lines: int = 12, unclip_ratio: float = 1.6, use_dilation: bool = False,
                 det_min_side: int = 736) -> None:
        try:
            from rapidocr import RapidOCR
        except ImportError as err:  # pragma: no cover - rapidocr is a locked dependency
            raise EngineUnavailable(
                f"rapidocr is not installed ({err}): pip install rapidocr onnxruntime (both are in requirements.lock)"
            ) from err
        # Detection post-processing follows PaddleOCR's own defaults (unclip 1.6, no dilation): RapidOCR's
        # dilation fuses big stylised headlines with the line below into one unreadable box.
        # det_min_side: smaller images are upscaled to this for detection only (PP-OCR's 736).
        # Threads per ONNX session: the page pool runs one engine per process, so 1 keeps the cores busy
        # without oversubscription; more helps only when a single process OCRs alone.
        self._ocr = RapidOCR(params={
            "Global.log_level": "error",
            "Global.max_side_len": max_side_len,
            "Global.text_score": text_score,
            "EngineConfig.onnxruntime.intra_op_num_threads": threads,
            "EngineConfig.onnxruntime.inter_op_num_threads": 1,
            "Det.unclip_ratio": unclip_ratio,
            "Det.use_dilation": use_dilation,
            "Det.limit_side_len": det_min_side,
        })
        self._probe_lines = orientation_probe_lines
        self._text_score = text_score
        self._probe_side = 2000

    def recognise(self, image: np.ndarray) -> list[OcrBox]:
        # No per-line 0/180 classifier here: the page is already upright (detect_orientation), and the
        # classifier, squeezing a long line into 192x48 pixels, flips some upright lines into gibberish.
        result = self._ocr(image, use_det=True, use_cls=False, use_rec=True)
        if getattr(result, "boxes", None) is None or not getattr(result, "txts", None):
            return self._recognise_as_one_line(image)
        return [
            OcrBox(text=text, box=axis_aligned(points), confidence=float(score))
            for points, text, score in zip(result.boxes, result.txts, result.scores)
            if text.strip()
        ]

    def _recognise_as_one_line(self, image: np.ndarray) -> list[OcrBox]:
        """A tight crop of one text line (a label, a sign) gives the detector no margin to find it; read the
        whole image as one line instead, if it is line-shaped, and keep it if the recogniser is confident."""
        height, width = image.shape[:2]
        if width < 1.5 * height:
            return []
        result: Any = self._ocr(image, use_det=False, use_cls=False, use_rec=True)
        texts, scores = getattr(result, "txts", None), getattr(result, "scores", None)
        if not texts or not texts[0].strip() or scores[0] < self._text_score:
            return []
        return [OcrBox(text=texts[0], box=(0.0, 0.0, float(width), float(height)), confidence=float(scores[0]))]

    def detect_orientation(self, image: np.ndarray) -> tuple[int, float]:
        # Line shapes and a dozen line crops decide orientation: a page at 2000 px is plenty (at ~1300 px magazine print gets too small for the line classifier), and the
        # probe then costs a fraction of the full-resolution recognition that follows.
        image = _shrink(image, self._probe_side)
        boxes = self._detect(image)
        if not boxes:
            return 0, 0.0
        # Only clearly elongated boxes vote: a one-character box (common in CJK) is square either way.
        wide = sum(w * h for w, h in ((b[2] - b[0], b[3] - b[1]) for b in boxes) if w > 2 * h)
        tall = sum(w * h for w, h in ((b[2] - b[0], b[3] - b[1]) for b in boxes) if h > 2 * w)
        if not wide and not tall:
            return 0, 0.0
        sideways = tall > wide
        candidates = (90, 270) if sideways else (0, 180)
        probe = sorted(boxes, key=lambda b: max(b[2] - b[0], b[3] - b[1]), reverse=True)[: self._probe_lines]
        votes = {angle: 0.0 for angle in candidates}
        for x0, y0, x1, y1 in probe:
            crop = image[int(y0):int(y1) + 1, int(x0):int(x1) + 1]
            if crop.size == 0:
                continue
            upright = np.ascontiguousarray(np.rot90(crop, k=-candidates[0] // 90))
            label, score = self._classify_line(upright)
            # The classifier says whether the candidate-0 crop reads upright ("0") or upside down ("180").
            votes[candidates[0] if label == "0" else candidates[1]] += score
        total = sum(votes.values())
        if not total:
            return candidates[0], 0.0
        angle = max(votes, key=votes.get)
        share = votes[angle] / total
        layout_certainty = abs(tall - wide) / (tall + wide)
        return angle, round(min(share, 0.5 + layout_certainty / 2), 3)

    def _detect(self, image: np.ndarray) -> list[tuple[float, float, float, float]]:
        result = self._ocr(image, use_det=True, use_cls=False, use_rec=False)
        boxes = getattr(result, "boxes", None)
        return [] if boxes is None else [axis_aligned(points) for points in boxes]

    def _classify_line(self, crop: np.ndarray) -> tuple[str, float]:
        result: Any = self._ocr(crop, use_det=False, use_cls=True, use_rec=False)
        label, score = result.cls_res[0]
        return str(label), float(score)



def _shrink(image: np.ndarray, max_side: int) -> np.ndarray:
    height, width = image.shape[:2]
    if max(height, width) <= max_side:
        return image
    import cv2

    factor = max_side / max(height, width)
    return cv2.resize(image, (round(width * factor), round(height * factor)), interpolation=cv2.INTER_AREA)
