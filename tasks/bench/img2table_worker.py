"""img2table as a benchmark anchor, run in its own process (``python -m tasks.bench.img2table_worker``).

img2table needs OpenCV's contrib modules (``cv2.ximgproc``), which ship as ``opencv-contrib-python-headless``: a
different wheel providing the same ``cv2`` package as the ``opencv-python-headless`` the project pins. So it is
installed apart, into an overlay folder (``make bench``: ``.bench-img2table/``, from requirements-img2table.lock,
``--no-deps``; everything else it needs is in requirements.lock), and this process is started with that folder
first on ``PYTHONPATH``; the benchmark's own process keeps the project's OpenCV.

Protocol: one JSON request per stdin line, ``{"pdf": path, "pages": [1-based page numbers]}``; one JSON answer
per line, ``{"tables": {page: [{"bbox": [x0, top, x1, bottom] in PDF points, "grid": [[cell text]]}]}}`` or
``{"error": "..."}``. Options: img2table's text layer (no OCR), borderless tables, implicit rows and columns —
its settings for tables without rulings, which is what the benchmark sets hold.
"""

from __future__ import annotations

import contextlib
import json
import sys
from typing import Any

DPI = 200  # img2table renders PDF pages at 200 dpi (fixed); its boxes are pixels at that resolution
OPTIONS = {"implicit_rows": True, "implicit_columns": True, "borderless_tables": True, "min_confidence": 50}


def _cell_text(value: Any) -> str:
    return "" if value is None or value != value else str(value)  # NaN (an empty cell) is not equal to itself


def extract(pdf: str, pages: list[int]) -> dict[int, list[dict[str, Any]]]:
    from img2table.document import PDF

    document = PDF(pdf, pages=[n - 1 for n in pages], pdf_text_extraction=True)
    found = document.extract_tables(ocr=None, **OPTIONS)
    scale = 72.0 / DPI
    result: dict[int, list[dict[str, Any]]] = {n: [] for n in pages}
    for index, tables in found.items():
        for table in tables:
            box = table.bbox
            grid = [[_cell_text(v) for v in row] for row in table.df.values.tolist()]
            result[index + 1].append({"bbox": [box.x1 * scale, box.y1 * scale, box.x2 * scale, box.y2 * scale],
                                      "grid": grid})
    return result


def main() -> int:
    for line in sys.stdin:
        request = json.loads(line)
        try:
            with contextlib.redirect_stdout(sys.stderr):  # stdout carries the answers, nothing else
                answer: dict[str, Any] = {"tables": extract(request["pdf"], request["pages"])}
        except Exception as error:  # one broken file is a result (an error in the report), not the end of the run
            answer = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
