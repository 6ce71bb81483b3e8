"""The OCR engine interface every backend implements, and the error raised when one cannot be used."""

from __future__ import annotations

from typing import Protocol

import numpy as np

from models.documents.ocr_layout import OcrBox


class EngineUnavailable(RuntimeError):
    """The configured backend cannot run here; the message says what to install or download."""


class OcrEngine(Protocol):
    name: str  # "rapidocr" | "paddleocr" | "tesseract": written into every OCR chunk's `ocr_engine`

    def recognise(self, image: np.ndarray) -> list[OcrBox]:
        """Text boxes of an upright RGB uint8 image (H x W x 3), pixel coordinates, confidence in [0, 1]."""
        ...

    def detect_orientation(self, image: np.ndarray) -> tuple[int, float]:
        """(degrees, confidence): rotating the image clockwise by `degrees` (0/90/180/270) makes it upright."""
        ...
