"""RapidOCR backend (the default): PaddleOCR's PP-OCR detection, line-orientation and recognition models as
ONNX, shipped inside the `rapidocr` wheel — no download, no GPU.

Page orientation is not something PP-OCR's line classifier decides (it only knows 0 vs 180 per line), so
`detect_orientation` probes it: text lines are much wider than tall, so the detector's box shapes say
whether the page lies on its side (90/270) or not (0/180); the line classifier, asked about pieces of the
widest line crops (each of its own 4:1 input shape: `line_windows`) turned each candidate way, then picks
between the two remaining angles.

Detection, most of a page's cost, is sized from the page (issue 19): a survey detection on the page at most
`survey_side` pixels long finds the lines; their median height sets the scale of the detection that reads
them (`line_height_px`, never enlarging past `max_upscale`). The survey serves orientation too, and is reused
for recognition when it was already at least as fine as needed (small images, big print), so an upright page
pays for one or two small detections instead of a 2000 px probe plus a full-size pass; a page turned upright
reuses its survey too, its lines turned with it. When the survey's text blocks cover a small part of the page,
the closer detection looks only there. At that reduced scale a narrow column gutter looks like a word space and
the detector joins lines of neighbouring columns: `split_at_gutters` cuts them where the lines around stop and
start. Line crops are cut from the full-resolution image either way, and recognised in width-sorted batches of
`rec_batch`; recognition costs in proportion to their width, so alphabetic lines are read `rec_width_scale`
narrower, CJK pages and lines at full width (`_read_lines`).
"""

from __future__ import annotations

import logging
import re
from typing import Any

import cv2
import numpy as np

from models.documents.ocr_layout import OcrBox, axis_aligned
from tasks.ingest.ocr_engines.base import EngineUnavailable

log = logging.getLogger(__name__)

# The closer detection runs on the survey's text blocks only when their crops cover at most this share of the
# page. Over it a single pass costs about as much, and crops' edges change the boxes of dense multi-column
# pages: on the UNLV magazine scans (blocks 56-67 % of the page) per-block detection moved CER from 6.7/2.1 %
# to 7.9/3.2 % by regrouping lines, while a few lines of big print on a PDF page (blocks ~10 %) read the same.
BLOCK_SHARE = 0.5
# Lines read at full width before the rest of a page is read narrowed (`_read_lines`), and the scripts whose
# glyphs are as wide as tall (CJK ideographs, kana, hangul, full-width forms), which a narrowed crop blurs.
PROBE_LINES = 4
_SQUARE_GLYPHS = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
# Orientation: pieces of each probed line the line classifier reads (see `line_windows`).
WINDOWS_PER_LINE = 3


class RapidOcrEngine:
    name = "rapidocr"

    def __init__(self, threads: int, max_side_len: int, text_score: float = 0.5,
                 orientation_probe_lines: int = 12, unclip_ratio: float = 1.3, use_dilation: bool = False,
                 survey_side: int = 1024, line_height_px: float = 24.0, max_upscale: float = 1.0,
                 rec_batch: int = 1, line_pad: float = 0.1, rec_width_scale: float = 0.7) -> None:
        try:
            from rapidocr import RapidOCR
        except ImportError as err:  # pragma: no cover - rapidocr is a locked dependency
            raise EngineUnavailable(
                f"rapidocr is not installed ({err}): pip install rapidocr onnxruntime (both are in requirements.lock)"
            ) from err
        # Detection post-processing: no dilation, as in PaddleOCR's defaults (RapidOCR's dilation fuses big
        # stylised headlines with the line below into one unreadable box); unclip below PaddleOCR's 1.6 (see
        # settings: at the reduced detection scale 1.6 made boxes too tall for the recogniser).
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
        self._line_pad = line_pad
        self._width_scale = rec_width_scale
        self._max_upscale = max_upscale
        self._surveyed: tuple[np.ndarray, np.ndarray, float] | None = None  # (image, quads, scale) of the last survey
        self._turned: tuple[np.ndarray, int] | None = None  # (surveyed image, clockwise turn) detect_orientation chose

    # ------------------------------------------------------------ detection size from the page

    def _detect(self, image: np.ndarray, scale: float) -> np.ndarray:
        """Text-line quadrilaterals (N x 4 x 2, image pixels) found with the detector's input at `scale`."""
        height, width = image.shape[:2]
        if scale <= 1.0:
            self._detector.limit_type, self._detector.limit_side_len = "max", max(32, round(max(height, width) * scale))
        else:
            self._detector.limit_type, self._detector.limit_side_len = "min", round(min(height, width) * scale)
        preprocess = self._detector.get_preprocess()
        resized = preprocess.resize(image)
        if resized is None:
            return np.zeros((0, 4, 2), np.float32)
        # RapidOCR normalises in float64 (its mean/std are float64 arrays): on a 300 dpi page that was a tenth
        # of the detection's time. The same arithmetic in float32, in place, costs a fraction of that.
        blob = resized.astype(np.float32)
        blob *= np.float32(preprocess.scale)
        blob -= preprocess.mean.astype(np.float32)
        blob /= preprocess.std.astype(np.float32)
        blob = np.ascontiguousarray(blob.transpose(2, 0, 1)[None])
        boxes, _ = self._detector.postprocess_op(self._detector.session(blob), (height, width))
        if len(boxes) < 1:
            return np.zeros((0, 4, 2), np.float32)
        return np.asarray(self._detector.sorted_boxes(np.asarray(boxes)), np.float32)

    def _survey(self, image: np.ndarray) -> tuple[np.ndarray, float]:
        """A first detection with the page at most `survey_side` pixels long: enough to see the text lines and
        measure their height, for a fraction of a full-resolution pass. Kept for the same image: orientation
        and recognition of an upright page share it."""
        if self._surveyed is not None and self._surveyed[0] is image:
            return self._surveyed[1], self._surveyed[2]
        turned = self._turned
        if turned is not None and self._surveyed is not None and self._surveyed[0] is turned[0] \
                and _is_turned(turned[0], turned[1], image):
            # The page orientation just surveyed, turned upright by the caller: turn its lines instead of
            # detecting them again (a whole survey per rotated page).
            quads = _turn_quads(self._surveyed[1], turned[1], turned[0].shape)
            self._turned, self._surveyed = None, (image, quads, self._surveyed[2])
            return quads, self._surveyed[2]
        scale = min(1.0, self._survey_side / max(image.shape[:2]))
        quads = self._detect(image, scale)
        self._surveyed, self._turned = (image, quads, scale), None
        return quads, scale

    def detection_scale(self, image: np.ndarray) -> float | None:
        """The scale `recognise` detects this image's text at; None when the survey finds no text."""
        return self._scale_for(self._survey(image)[0])

    def _scale_for(self, quads: np.ndarray) -> float | None:
        """The scale that brings the page's median text-line box height to `line_height_px` at the detector's
        input, at most `max_upscale`: with the defaults, big print (a 200 dpi scan of 20 pt type) is detected on
        a much smaller image, body text at 300 dpi (35-50 px boxes) at about half size — lines the detector then
        joins across a narrow gutter are cut by `split_at_gutters` (the UNLV magazine pages: 18 s -> 8-9 s, CER
        6.7/2.1 -> 4.5/2.0 % with the tighter unclip) — and 200 dpi body text at its own size. None when no line
        was found."""
        if not len(quads):
            return None
        sides = np.stack([np.linalg.norm(quads[:, 0] - quads[:, 1], axis=1),
                          np.linalg.norm(quads[:, 1] - quads[:, 2], axis=1)], axis=1)
        line_height = float(np.median(sides.min(axis=1)))
        return float(np.clip(self._line_height / max(line_height, 1.0), 0.2, self._max_upscale))

    def _detect_near_text(self, image: np.ndarray, survey: np.ndarray, scale: float) -> np.ndarray:
        """The closer detection, run only on crops around the survey's text blocks when those leave most of the
        page out (`BLOCK_SHARE`): margins, photos and blank space cost a full-scale detection as much as text
        does, and detection is most of a page's time (a PDF page with a few lines of big print: 5x less).
        Blocks come from the reading-order XY-cut of the survey's lines; each block keeps the lines centred in
        it, and a line two overlapping crops both hold is kept once (`_drop_contained`)."""
        height, width = image.shape[:2]
        blocks = _text_blocks(survey, width, height)
        if not blocks or sum((x1 - x0) * (y1 - y0) for _, (x0, y0, x1, y1) in blocks) > BLOCK_SHARE * width * height:
            return self._detect(image, scale)  # dense page: one pass, its boxes as the whole page shows them
        found = [_centred_in(self._detect(np.ascontiguousarray(image[y0:y1, x0:x1]), scale) + np.float32((x0, y0)),
                             core) for core, (x0, y0, x1, y1) in blocks]
        quads = _drop_contained(np.concatenate(found) if found else np.zeros((0, 4, 2), np.float32))
        return np.asarray(self._detector.sorted_boxes(quads), np.float32) if len(quads) else quads

    def recognise(self, image: np.ndarray) -> list[OcrBox]:
        original_side = max(image.shape[:2])
        image = _shrink(image, self._max_side_len)  # bounds time and memory of a huge image
        quads, surveyed_at = self._survey(image)
        scale = self._scale_for(quads)
        if scale is None:
            return self._recognise_as_one_line(image)
        if scale > surveyed_at * 1.25:  # the survey saw the lines too small to trust their outline: look closer
            quads = self._detect_near_text(image, quads, scale)
        if not len(quads):
            return self._recognise_as_one_line(image)
        quads = split_at_gutters(quads)
        # No per-line 0/180 classifier here: the page is already upright (detect_orientation), and the
        # classifier, squeezing a long line into 192x48 pixels, flips some upright lines into gibberish.
        texts, scores = self._read_lines(image, quads)
        back = original_side / max(image.shape[:2])  # boxes in the caller's pixels
        return [
            OcrBox(text=text, box=axis_aligned(quad * back), confidence=score)
            for quad, text, score in zip(quads, texts, scores, strict=True)
            if score >= self._text_score and text.strip()
        ]

    def _read_lines(self, image: np.ndarray, quads: np.ndarray) -> tuple[list[str], list[float]]:
        """Text and confidence per line quad. Recognition costs in proportion to the crops' width, and
        alphabetic text keeps its letters apart at `rec_width_scale` of it, square CJK glyphs do not: the
        `PROBE_LINES` longest lines are read at full width first, and unless one reads as such a script the
        rest are read narrowed (cut `line_pad / rec_width_scale` longer, so the recogniser still sees the same
        margin after a line's last full stop); a narrowed line that reads as one is read again at full width."""
        texts, scores = [""] * len(quads), [0.0] * len(quads)
        order = np.argsort(-np.linalg.norm(quads[:, 1] - quads[:, 0], axis=1), kind="stable")
        narrow = self._width_scale < 1.0
        probe, rest = (order[:PROBE_LINES], order[PROBE_LINES:]) if narrow else (order, order[:0])
        self._read(image, quads, probe, 1.0, texts, scores)
        if any(_SQUARE_GLYPHS.search(texts[index]) for index in probe):
            narrow = False
        self._read(image, quads, rest, self._width_scale if narrow else 1.0, texts, scores)
        if narrow:
            again = np.array([index for index in rest if _SQUARE_GLYPHS.search(texts[index])], int)
            self._read(image, quads, again, 1.0, texts, scores)
        return texts, scores

    def _read(self, image: np.ndarray, quads: np.ndarray, lines: np.ndarray, width_scale: float,
              texts: list[str], scores: list[float]) -> None:
        """Recognise these lines' crops `width_scale` as wide as cut, into texts and scores at their indices."""
        if not len(lines):
            return
        from rapidocr.utils.process_img import get_rotate_crop_image

        widened = widen_lines(quads[lines], image.shape, self._line_pad / width_scale)
        crops = [get_rotate_crop_image(image, quad) for quad in widened]
        if width_scale < 1.0:
            crops = [cv2.resize(crop, (max(1, round(crop.shape[1] * width_scale)), crop.shape[0]),
                                interpolation=cv2.INTER_AREA) for crop in crops]
        result = self._ocr.recognize_txt(crops)  # batched, crops sorted by width (Rec.rec_batch_num)
        for index, text, score in zip(lines, result.txts, result.scores, strict=True):
            texts[index], scores[index] = text, float(score)

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
        # Line shapes and pieces of a dozen line crops (`line_windows`) decide orientation. The shapes come from
        # the survey detection, which recognition of an upright page then reuses; the crops are cut from the full
        # image, so small print stays readable to the line classifier.
        self._turned = None
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
        _, input_height, input_width = self._ocr._load_cls_model().cls_image_shape
        aspect, windows = input_width / input_height, []
        for x0, y0, x1, y1 in probe:
            crop = image[int(y0):int(y1) + 1, int(x0):int(x1) + 1]
            if crop.size:
                windows.extend(line_windows(np.rot90(crop, k=-candidates[0] // 90), aspect))
        votes = {angle: 0.0 for angle in candidates}
        for label, score in self._classify(windows):
            # The classifier says whether the candidate-0 window reads upright ("0") or upside down ("180").
            votes[candidates[0] if label == "0" else candidates[1]] += score
        total = sum(votes.values())
        if not total:
            return candidates[0], 0.0
        angle = max(votes, key=votes.get)
        self._turned = (image, angle) if angle else None
        share = votes[angle] / total
        layout_certainty = abs(tall - wide) / (tall + wide)
        return angle, round(min(share, 0.5 + layout_certainty / 2), 3)

    def _classify(self, crops: list[np.ndarray]) -> list[tuple[str, float]]:
        """(label, score) per crop from PP-OCR's 0/180 line classifier, in batches."""
        if not crops:
            return []
        return [(str(label), float(score)) for label, score in self._ocr._load_cls_model()(crops).cls_res]


Rect = tuple[int, int, int, int]  # x0, y0, x1, y1 in pixels


def _text_blocks(quads: np.ndarray, width: int, height: int) -> list[tuple[Rect, Rect]]:
    """(core, crop) per reading-order block of these line quads: the core bounds the block's lines, the crop
    grows it by the median line height for the detector's context and the survey's coarse outline, but at
    most halfway to a line of another block beside, above or below (a neighbour's text cut by the crop's
    edge is read as part of the block's lines)."""
    from models.documents.ocr_layout import reading_order

    boxes = [OcrBox(text="-", box=axis_aligned(quad), confidence=1.0) for quad in quads]
    margin = float(np.median([box.box[3] - box.box[1] for box in boxes]))
    every = np.array([box.box for box in boxes], np.float64)
    blocks = []
    for block in reading_order(boxes):
        core = (min(line.box[0] for line in block), min(line.box[1] for line in block),
                max(line.box[2] for line in block), max(line.box[3] for line in block))
        crop = _grow(core, margin, every)
        blocks.append((_pixels(core, width, height), _pixels(crop, width, height)))
    return blocks


def _grow(core: tuple[float, ...], margin: float, boxes: np.ndarray) -> tuple[float, ...]:
    """`core` grown by `margin` on each side, stopping halfway to any of `boxes` outside it on that side."""
    x0, y0, x1, y1 = core
    beside = boxes[(boxes[:, 1] < y1) & (boxes[:, 3] > y0)]  # boxes sharing rows with the block
    over = boxes[(boxes[:, 0] < x1) & (boxes[:, 2] > x0)]  # boxes sharing columns with it
    left = max([x0 - margin, *((x0 + edge) / 2 for edge in beside[:, 2] if edge <= x0)])
    right = min([x1 + margin, *((x1 + edge) / 2 for edge in beside[:, 0] if edge >= x1)])
    top = max([y0 - margin, *((y0 + edge) / 2 for edge in over[:, 3] if edge <= y0)])
    bottom = min([y1 + margin, *((y1 + edge) / 2 for edge in over[:, 1] if edge >= y1)])
    return left, top, right, bottom


def _pixels(rect: tuple[float, ...], width: int, height: int) -> Rect:
    x0, y0, x1, y1 = rect
    return max(0, int(x0)), max(0, int(y0)), min(width, int(x1) + 1), min(height, int(y1) + 1)


def _centred_in(quads: np.ndarray, rect: Rect) -> np.ndarray:
    """The quads whose centre lies in `rect`: a block keeps its own lines, not what its crop's margin holds."""
    centres = quads.mean(axis=1)
    x0, y0, x1, y1 = rect
    keep = (centres[:, 0] >= x0) & (centres[:, 0] <= x1) & (centres[:, 1] >= y0) & (centres[:, 1] <= y1)
    return quads[keep]


def _drop_contained(quads: np.ndarray) -> np.ndarray:
    """Quads from overlapping blocks, each line once: largest first, a quad whose box lies mostly (over half
    its area) inside one already kept is a duplicate or a piece of it cut off by a block's edge."""
    boxes = np.array([axis_aligned(quad) for quad in quads], np.float64).reshape(-1, 4)
    areas = np.maximum(boxes[:, 2] - boxes[:, 0], 0) * np.maximum(boxes[:, 3] - boxes[:, 1], 0)
    kept: list[int] = []
    for index in np.argsort(-areas, kind="stable"):
        box = boxes[index]
        for other in kept:
            inter_w = min(box[2], boxes[other][2]) - max(box[0], boxes[other][0])
            inter_h = min(box[3], boxes[other][3]) - max(box[1], boxes[other][1])
            if inter_w > 0 and inter_h > 0 and inter_w * inter_h > 0.5 * max(areas[index], 1e-6):
                break
        else:
            kept.append(int(index))
    return quads[sorted(kept)]


def _is_turned(original: np.ndarray, degrees: int, image: np.ndarray) -> bool:
    """Whether `image` is `original` turned clockwise by `degrees` (exactly: a pixel compare, ~10 ms a page)."""
    turned = np.rot90(original, k=-(degrees // 90) % 4)
    return turned.shape == image.shape and bool(np.array_equal(turned, image))


def _turn_quads(quads: np.ndarray, degrees: int, shape: tuple[int, ...]) -> np.ndarray:
    """Quads of an image of `shape` (H, W, ...) as they lie on it turned clockwise by `degrees`, corners
    re-listed from the new top-left clockwise, as the detector lists them (the line crops depend on it)."""
    height, width = shape[:2]
    x, y = quads[..., 0], quads[..., 1]
    turns = (degrees // 90) % 4
    if turns == 1:
        x, y = height - y, x
    elif turns == 2:
        x, y = width - x, height - y
    elif turns == 3:
        x, y = y, width - x
    return np.roll(np.stack([x, y], axis=-1), turns, axis=-2).astype(np.float32)


def _shrink(image: np.ndarray, max_side: int) -> np.ndarray:
    height, width = image.shape[:2]
    if max(height, width) <= max_side:
        return image
    import cv2

    factor = max_side / max(height, width)
    return cv2.resize(image, (round(width * factor), round(height * factor)), interpolation=cv2.INTER_AREA)


def _gutters(box: np.ndarray, others: np.ndarray) -> list[tuple[float, float]]:
    """The column gutters near `box` (x0, y0, x1, y1) that the lines beside it show, as (left column's right
    edge, right column's left edge): at least two of `others` (lines on the rows around it) end within half a
    line height of a stretch, at least two begin within half a line height of its other side, and fewer run
    across it than either (other lines the detector joined)."""
    x0, y0, x1, y1 = box
    height = y1 - y0
    inside = others[(others[:, 2] > x0 - height) & (others[:, 0] < x1 + height)]
    gutters: list[tuple[float, float]] = []
    for right_edge in np.unique(np.round(inside[:, 2])):
        starts = inside[:, 0][(inside[:, 0] > right_edge) & (inside[:, 0] <= right_edge + height)]
        if not len(starts):
            continue
        left_edge = float(starts.min())
        crossing = (inside[:, 0] < left_edge - 1) & (inside[:, 2] > right_edge + 1)
        ending = np.sum(np.abs(inside[:, 2] - right_edge) <= 0.5 * height)
        beginning = np.sum(np.abs(inside[:, 0] - left_edge) <= 0.5 * height)
        if ending >= 2 and beginning >= 2 and crossing.sum() < min(ending, beginning) and (
                not gutters or right_edge - gutters[-1][1] > height):
            gutters.append((float(right_edge), left_edge))
    return gutters


def _pieces(box: np.ndarray, gutters: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """`box`'s x extent cut at the gutters it runs across (a line of each column, joined by the detector),
    and trimmed where it only reaches a little (under a line height) over a gutter's edge from the side."""
    x0, y0, x1, y1 = box
    height = y1 - y0
    for right_edge, left_edge in gutters:
        if right_edge - height < x0 < left_edge:
            x0 = left_edge
        if right_edge < x1 < left_edge + height:
            x1 = right_edge
    inner = [(end, start) for end, start in gutters if x0 + height < end and start < x1 - height]
    starts, ends = [x0, *(start for _, start in inner)], [*(end for end, _ in inner), x1]
    return [(a, b) for a, b in zip(starts, ends, strict=True) if b > a]


def split_at_gutters(quads: np.ndarray) -> np.ndarray:
    """Line boxes that run across a column gutter cut there, and boxes reaching over one trimmed back.
    Detected at a reduced scale, a magazine page's narrow gutter (about half a line height) is as narrow as
    a word space: the detector joins the lines of neighbouring columns, or lets a box reach into the next
    column. The other lines on the same rows, which stop and start at the gutter, show where it is; the
    pieces end where those lines do, so that the gutter stays white for the reading order."""
    boxes = np.array([axis_aligned(quad) for quad in quads], np.float64).reshape(-1, 4)
    if not len(boxes):
        return quads
    line = float(np.median(boxes[:, 3] - boxes[:, 1]))
    centres = (boxes[:, 1] + boxes[:, 3]) / 2
    out: list[np.ndarray] = []
    for index, (quad, box) in enumerate(zip(quads, boxes, strict=True)):
        near = (centres > box[1] - 4 * line) & (centres < box[3] + 4 * line)
        near[index] = False
        # only lines of the page's body size: a headline taller than them spans columns on purpose
        gutters = _gutters(box, boxes[near]) if box[3] - box[1] <= 1.5 * line and near.any() else []
        pieces = _pieces(box, gutters) if gutters else []
        if not gutters or pieces == [(box[0], box[2])]:
            out.append(quad)
            continue
        for left, right in pieces:
            out.append(np.array([[left, box[1]], [right, box[1]], [right, box[3]], [left, box[3]]], np.float32))
    return np.asarray(out, np.float32).reshape(-1, 4, 2)


def line_windows(line: np.ndarray, aspect: float, most: int = WINDOWS_PER_LINE) -> list[np.ndarray]:
    """Up to `most` pieces of a horizontal line crop, spread along it, each `aspect` times as long as the line is
    tall: the line classifier's input shape (48 x 192 in PP-OCR, so 4). The classifier squeezes anything longer
    to fit, and a whole 1100 x 30 px line became a blur it called upside down 8 times in 12 on an upright
    200 dpi council-minutes page, where every 4:1 piece read upright."""
    height, width = line.shape[:2]
    span = max(1, round(height * aspect))
    if width <= span:
        return [np.ascontiguousarray(line)]
    starts = np.linspace(0, width - span, min(most, -(-width // span))).round().astype(int)
    return [np.ascontiguousarray(line[:, start:start + span]) for start in starts]


def widen_lines(quads: np.ndarray, shape: tuple[int, ...], pad: float) -> np.ndarray:
    """Each line quad lengthened at both ends by `pad` of its height, along the line, within the image. A
    detection at reduced scale outlines a line coarsely and leaves out a small mark at its end (the full stop
    of "every 200 hours."); recognition reads the margin as blank where there is nothing."""
    if not len(quads) or pad <= 0:
        return quads
    along = quads[:, 1] - quads[:, 0]
    length = np.linalg.norm(along, axis=1, keepdims=True)
    unit = along / np.maximum(length, 1e-6)
    height = np.linalg.norm(quads[:, 3] - quads[:, 0], axis=1, keepdims=True)
    step = unit * (pad * height)
    widened = quads.copy()
    widened[:, 0] -= step
    widened[:, 3] -= step
    widened[:, 1] += step
    widened[:, 2] += step
    widened[..., 0] = np.clip(widened[..., 0], 0, shape[1] - 1)
    widened[..., 1] = np.clip(widened[..., 1], 0, shape[0] - 1)
    return widened.astype(np.float32)
