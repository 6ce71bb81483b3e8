"""Tesseract backend: the `tesseract` command-line program, called as a subprocess.

Why the CLI and not pytesseract: pytesseract is itself only a subprocess wrapper, and one fewer dependency
keeps the error messages ours (which apt packages, which config key). The image goes in as PNG on stdin and
the `tsv` output comes back on stdout, so nothing touches the disk.

Tesseract reports words, each tagged with its block, paragraph and line number. Boxes are returned one per
tesseract *line* (the union of its words), because the layout code downstream groups boxes into lines and
blocks by geometry, and whole lines from tesseract's own page segmentation — which never merge two blocks
or paragraphs — are better input for that than single words. With chi_sim, tesseract emits every Chinese
character as a word of its own, so words are joined with a space only where the text on both sides is not
CJK. A line's confidence is the mean of its words' confidences weighted by their length in characters.

Orientation comes from tesseract's OSD mode (`--psm 0`, needs the `osd` pack): its "Rotate: N" line is the
angle to turn the image *clockwise* to make it upright, which is exactly this interface's convention
(checked on phototest rotated left, right and upside down). OSD needs a fair amount of text; on pages with
too little ("Too few characters") it answers (0, 0.0): no opinion.

Tesseract's OpenMP threads cost more than they bring for one page (0.9 s vs 0.35 s wall on phototest), and
pages are OCR'd by a pool of processes anyway, so OMP_THREAD_LIMIT defaults to 1 unless the environment
sets it.
"""

from __future__ import annotations

import io
import logging
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from models.documents.ocr_layout import Box, OcrBox
from tasks.ingest.ocr_engines.base import EngineUnavailable

log = logging.getLogger(__name__)

INSTALL_HINT = (
    "tesseract not found: install it with `apt-get install tesseract-ocr tesseract-ocr-eng "
    "tesseract-ocr-chi-sim tesseract-ocr-osd` (Debian/Ubuntu) or set ingest.ocr.tesseract.binary"
)

# OSD's "Orientation confidence" is an unbounded margin; tesseract itself only trusts a rotation above
# min_orientation_margin = 7.0. Dividing by 10 maps that threshold to 0.7 and saturates at 1.0.
OSD_CONFIDENCE_SCALE = 10.0

_TSV_COLUMNS = 12  # level page block par line word left top width height conf text
_WORD_LEVEL = "5"
_ROTATE = re.compile(r"^Rotate:\s*(\d+)", re.MULTILINE)
_OSD_CONFIDENCE = re.compile(r"^Orientation confidence:\s*([-\d.]+)", re.MULTILINE)


class TesseractEngine:
    name = "tesseract"

    def __init__(self, languages: str, psm: int, binary: str, oem: int = 1, timeout_s: float = 300) -> None:
        resolved = shutil.which(binary)
        if resolved is None:
            raise EngineUnavailable(INSTALL_HINT)
        self._binary = resolved
        self._languages = languages
        self._psm = psm
        self._oem = oem
        self._timeout_s = timeout_s
        self._env = {**os.environ, "OMP_THREAD_LIMIT": os.environ.get("OMP_THREAD_LIMIT", "1")}

        installed = self._installed_languages()
        missing = [lang for lang in languages.split("+") if lang and lang not in installed]
        if missing:
            packs = " ".join(f"tesseract-ocr-{lang.lower().replace('_', '-')}" for lang in missing)
            raise EngineUnavailable(
                f"tesseract language pack(s) missing: {', '.join(missing)} (installed: "
                f"{', '.join(sorted(installed)) or 'none'}): install them with `apt-get install {packs}` "
                f"(Debian/Ubuntu), put {', '.join(m + '.traineddata' for m in missing)} in the tessdata folder "
                f"(TESSDATA_PREFIX), or change ingest.ocr.tesseract.languages"
            )
        self._has_osd = "osd" in installed
        if not self._has_osd:
            log.warning("tesseract's osd pack is not installed: detect_orientation will answer (0, 0.0); "
                        "install it with `apt-get install tesseract-ocr-osd`")

    def recognise(self, image: np.ndarray) -> list[OcrBox]:
        tsv = self._run(_png(image), ["-l", self._languages, "--psm", str(self._psm), "--oem", str(self._oem),
                                      "tsv"])
        return [line.to_box() for line in _parse_lines(tsv)]

    def detect_orientation(self, image: np.ndarray) -> tuple[int, float]:
        if not self._has_osd:
            return 0, 0.0
        try:
            report = self._run(_png(image), ["-l", "osd", "--psm", "0"])
        except _TooFewCharacters:
            return 0, 0.0
        rotate, confidence = _ROTATE.search(report), _OSD_CONFIDENCE.search(report)
        if rotate is None:
            return 0, 0.0
        degrees = int(rotate.group(1)) % 360
        score = float(confidence.group(1)) if confidence else 0.0
        return degrees, round(min(1.0, max(0.0, score / OSD_CONFIDENCE_SCALE)), 3)

    def _installed_languages(self) -> set[str]:
        done = self._exec(["--list-langs"], b"")
        # First line: 'List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (3):'
        lines = (done.stdout + b"\n" + done.stderr).decode("utf-8", "replace").splitlines()
        return {ln.strip() for ln in lines if ln.strip() and not ln.startswith("List of") and " " not in ln.strip()}

    def _run(self, png: bytes, args: list[str]) -> str:
        done = self._exec(["-", "-", *args], png)
        return done.stdout.decode("utf-8", "replace")

    def _exec(self, args: list[str], stdin: bytes) -> subprocess.CompletedProcess[bytes]:
        command = [self._binary, *args]
        try:
            done = subprocess.run(command, input=stdin, capture_output=True, timeout=self._timeout_s,
                                  env=self._env, check=False)
        except subprocess.TimeoutExpired as err:
            raise RuntimeError(f"tesseract timed out after {self._timeout_s:g}s: {_last_line(err.stderr)}") from err
        except OSError as err:  # deleted or not executable since __init__
            raise EngineUnavailable(f"{INSTALL_HINT} ({err})") from err
        if done.returncode != 0:
            stderr = done.stderr.decode("utf-8", "replace")
            if "Too few characters" in stderr:
                raise _TooFewCharacters()
            # Argument errors go to stdout, everything else to stderr.
            raise RuntimeError(f"tesseract exited with {done.returncode}: {_last_line(done.stderr or done.stdout)}")
        return done


class _TooFewCharacters(Exception):
    """OSD found too little text to decide the orientation."""


@dataclass
class _Line:
    box: list[float]
    words: list[tuple[str, float]] = field(default_factory=list)  # (text, confidence 0..100)

    def add(self, text: str, conf: float, box: Box) -> None:
        if self.words:
            self.box = [min(self.box[0], box[0]), min(self.box[1], box[1]),
                        max(self.box[2], box[2]), max(self.box[3], box[3])]
        else:
            self.box = list(box)
        self.words.append((text, conf))

    def to_box(self) -> OcrBox:
        text = self.words[0][0]
        for word, _ in self.words[1:]:
            text += word if _joins_without_space(text[-1], word[0]) else " " + word
        chars = sum(len(word) for word, _ in self.words)
        confidence = sum(len(word) * conf for word, conf in self.words) / chars / 100.0
        return OcrBox(text=text, box=(self.box[0], self.box[1], self.box[2], self.box[3]),
                      confidence=round(min(1.0, max(0.0, confidence)), 4))


def _parse_lines(tsv: str) -> list[_Line]:
    """Word rows of tesseract's TSV grouped into its lines, in tesseract's block/paragraph/line order."""
    lines: dict[tuple[str, str, str, str], _Line] = {}
    for row in tsv.splitlines()[1:]:
        cols = row.split("\t", _TSV_COLUMNS - 1)
        if len(cols) < _TSV_COLUMNS or cols[0] != _WORD_LEVEL:
            continue
        text, conf = cols[11].strip(), float(cols[10])
        if not text or conf < 0:
            continue
        left, top, width, height = (float(v) for v in cols[6:10])
        key = (cols[1], cols[2], cols[3], cols[4])  # page, block, paragraph, line
        lines.setdefault(key, _Line(box=[])).add(text, conf, (left, top, left + width, top + height))
    return list(lines.values())


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0x20000 <= code <= 0x2FA1F
            or 0xF900 <= code <= 0xFAFF or 0x3000 <= code <= 0x30FF or 0xFF00 <= code <= 0xFFEF)


def _is_cjk_punctuation(char: str) -> bool:
    code = ord(char)
    return 0x3000 <= code <= 0x303F or 0xFF00 <= code <= 0xFF65


def _joins_without_space(before: str, after: str) -> bool:
    """No space between two CJK characters, nor on either side of CJK (full-width) punctuation."""
    return (_is_cjk(before) and _is_cjk(after)) or _is_cjk_punctuation(before) or _is_cjk_punctuation(after)


def _png(image: np.ndarray) -> bytes:
    if image.dtype != np.uint8 or image.ndim not in (2, 3):
        raise ValueError(f"expected an RGB uint8 image (H x W x 3), got {image.dtype} {image.shape}")
    buffer = io.BytesIO()
    Image.fromarray(np.ascontiguousarray(image)).save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


def _last_line(stderr: bytes | str | None) -> str:
    if not stderr:
        return "(no stderr)"
    text = stderr.decode("utf-8", "replace") if isinstance(stderr, bytes) else stderr
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else "(no stderr)"
