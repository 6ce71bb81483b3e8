"""OCR backends behind one interface (`base.OcrEngine`); `load_engine` builds the one params.yaml names.

- `rapidocr` (default): PP-OCR detection/recognition as ONNX, weights inside the wheel, offline.
- `paddleocr`: real PaddleOCR with local PaddleX model folders (optional extra `ragops[paddle]`).
- `tesseract`: Debian's tesseract-ocr CLI (eng + chi_sim), a baseline and fallback.

Part of the ingest stage; may import `tasks.core` and `models` (the OCR libraries only inside the backend modules).
"""

from __future__ import annotations

from tasks.core.settings import OcrSettings
from tasks.ingest.ocr_engines.base import EngineUnavailable, OcrEngine

__all__ = ["EngineUnavailable", "OcrEngine", "load_engine"]


def load_engine(settings: OcrSettings, threads: int = 1) -> OcrEngine:
    """The configured engine; `EngineUnavailable` (saying what to install) when it cannot run here."""
    if settings.engine == "rapidocr":
        from tasks.ingest.ocr_engines.rapid import RapidOcrEngine

        rapid = settings.rapidocr
        return RapidOcrEngine(threads=threads, max_side_len=settings.max_side_len, survey_side=rapid.survey_side,
                              line_height_px=rapid.line_height_px, max_upscale=rapid.max_upscale,
                              rec_batch=rapid.rec_batch, line_pad=rapid.line_pad, unclip_ratio=rapid.unclip_ratio,
                              rec_width_scale=rapid.rec_width_scale)
    if settings.engine == "tesseract":
        from tasks.ingest.ocr_engines.tesseract import TesseractEngine

        return TesseractEngine(
            languages=settings.tesseract.languages, psm=settings.tesseract.psm, binary=settings.tesseract.binary
        )
    if settings.engine == "paddleocr":
        from tasks.ingest.ocr_engines.paddle import PaddleOcrEngine

        return PaddleOcrEngine(
            det_model_dir=settings.paddleocr.det_model_dir,
            rec_model_dir=settings.paddleocr.rec_model_dir,
            cls_model_dir=settings.paddleocr.cls_model_dir,
        )
    raise EngineUnavailable(f"unknown OCR engine {settings.engine!r}; allowed: rapidocr, paddleocr, tesseract")
