"""RapidOCR backend (the default): PaddleOCR's PP-OCR detection, line-orientation and recognition models as
ONNX, shipped inside the `rapidocr` wheel — no download, no GPU.

Page orientation is not something PP-OCR's line classifier decides (it only knows 0 vs 180 per line), so
`detect_orientation` probes it: text lines are much wider than tall, so the detector's box shapes say
whether the page lies on its side (90/270) or not (0/180); the line classifier, asked about the widest
line crops turned each candidate way, then picks between the two remaining angles.

Detection, most of a page's cost, is sized from the page (issue 19): a survey detection on the page at most
`survey_side` pixels long finds the lines; their median height sets the scale of the detection that reads
them (`line_height_px`, never enlarging past `max_upscale`). The survey serves orientation too, and is reused
for recognition when it was already at least as fine as needed (small images, big print), so an upright page
pays for one or two small detections instead of a 2000 px probe plus a full-size pass. Line crops are cut from
the full-resolution image either way, and recognised in width-sorted batches of `rec_batch`.
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
                 survey_side: int = 1024, line_height_px: float = 56.0, max_upscale: float = 1.0, rec_batch: int = 6) -> None:
        try:
            from rapidocr import RapidOCR
        except ImportError as err:  # pragma: no cover - rapidocr is a locked dependency
            raise EngineUnavailable(
                f"rapidocr is not installed ({err}): pip install rapidocr onnxruntime (both are in requirements.lock)"
            ) from err
        # Detection post-processing follows PaddleOCR's own defaults (unclip 1.6, no dilation): RapidOCR's
        # dilation fuses big stylised headlines with the line below into one unreadable box.
        # Threads per ONNX session: the page pool runs one engine per process, so 1 keeps the cores busy
        # without oversubscription; more helps only when a single process OCRs alone.
        self._ocr = RapidOCR(params={
            "Global.log_level": "error",
            "Global.text_score": text_score,
            "EngineConfig.onnxruntime.intra_op_num_threads": threads,
            "EngineConfig.onnxruntime.inter_op_num_threads": 1,
            "Det.unclip_ratio": unclip_ratio,
            "Det.use_dilation": use_dilation,
            "Rec.rec_batch_num": rec_batch,
        })
        self._detector = self._ocr._load_det_model()
        self._max_side_len = max_side_len
        self._probe_lines = orientation_probe_lines
        self._text_score = text_score
        self._survey_side = survey_side
        self._line_height = line_height_px
        self._max_upscale = max_upscale
        self._surveyed: tuple[np.ndarray, np.ndarray, float] | None = None  # (image, quads, scale) of the last survey

    # ------------------------------------------------------------ detection size from the page

    def _detect(self, image: np.ndarray, scale: float) -> np.ndarray:
        """Text-line quadrilaterals (N x 4 x 2, image pixels) found with the detector's input at `scale`."""
        height, width = image.shape[:2]
        if scale <= 1.0:
            self._detector.limit_type, self._detector.limit_side_len = "max", max(32, round(max(height, width) * scale))
        else:
            self._detector.limit_type, self._detector.limit_side_len = "min", round(min(height, width) * scale)
        boxes = self._detector(image).boxes
        return np.zeros((0, 4, 2), np.float32) if boxes is None else np.asarray(boxes, np.float32)

    def _survey(self, image: np.ndarray) -> tuple[np.ndarray, float]:
        """A first detection with the page at most `survey_side` pixels long: enough to see the text lines and
        measure their height, for a fraction of a full-resolution pass. Kept for the same image: orientation
        and recognition of an upright page share it."""
        if self._surveyed is not None and self._surveyed[0] is image:
            return self._surveyed[1], self._surveyed[2]
        scale = min(1.0, self._survey_side / max(image.shape[:2]))
        quads = self._detect(image, scale)
        self._surveyed = (image, quads, scale)
        return quads, scale

    def detection_scale(self, image: np.ndarray) -> float | None:
        """The scale `recognise` detects this image's text at; None when the survey finds no text."""
        return self._scale_for(self._survey(image)[0])

    def _scale_for(self, quads: np.ndarray) -> float | None:
        """The scale that brings the page's median text-line box height to `line_height_px` at the detector's
        input, at most `max_upscale`: with the defaults, big print (a 200 dpi scan of 20 pt type) is detected on
        a smaller image, body text (35-50 px boxes at 300 dpi, one UNLV page loses 1.5 CER points at 0.94x) at
        full size. None when no line was found."""
        if not len(quads):
            return None
        sides = np.stack([np.linalg.norm(quads[:, 0] - quads[:, 1], axis=1),
                          np.linalg.norm(quads[:, 1] - quads[:, 2], axis=1)], axis=1)
        line_height = float(np.median(sides.min(axis=1)))
        return float(np.clip(self._line_height / max(line_height, 1.0), 0.2, self._max_upscale))

    def recognise(self, image: np.ndarray) -> list[OcrBox]:
        original_side = max(image.shape[:2])
        image = _shrink(image, self._max_side_len)  # bounds time and memory of a huge image
        quads, surveyed_at = self._survey(image)
        scale = self._scale_for(quads)
        if scale is None:
            return self._recognise_as_one_line(image)
        if scale > surveyed_at * 1.25:  # the survey saw the lines too small to trust their outline: look closer
            quads = self._detect(image, scale)
        if not len(quads):
            return self._recognise_as_one_line(image)
        # No per-line 0/180 classifier here: the page is already upright (detect_orientation), and the
        # classifier, squeezing a long line into 192x48 pixels, flips some upright lines into gibberish.
        from rapidocr.utils.process_img import get_rotate_crop_image

        crops = [get_rotate_crop_image(image, quad.copy()) for quad in quads]
        result = self._ocr.recognize_txt(crops)  # batched, crops sorted by width (Rec.rec_batch_num)
        back = original_side / max(image.shape[:2])  # boxes in the caller's pixels
        return [
            OcrBox(text=text, box=axis_aligned(quad * back), confidence=float(score))
            for quad, text, score in zip(quads, result.txts, result.scores)
            if score >= self._text_score and text.strip()
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
        # Line shapes and a dozen line crops decide orientation. The shapes come from the survey detection,
        # which recognition of an upright page then reuses; the crops are cut from the full image, so small
        # print stays readable to the line classifier.
        image = _shrink(image, self._max_side_len)
        quads, _ = self._survey(image)
        boxes = [axis_aligned(quad) for quad in quads]
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
