"""The ask page (GET /) and the evidence crop (GET /v1/evidence/{chunk_id}/crop.png) in process: the page rendered on
the server from a real answer of the tiny index, everything from the corpus escaped, the streamed /v1/query the
page's script reads, and crops rendered from real files (a PDF made with reportlab, a PNG made with Pillow) — their
size, the highlighted box's pixels, the cache, and the errors. The browser side is in
tests/integration/test_serving.py (headless Chromium on a real `ragops serve`)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from serving import ask_view, crops
from serving.errors import ApiError
from tasks.core.paths import DataPaths
from tasks.runtime.retrieval import Hit
from tests.unit.serving.test_app import FEE_NOW, client_for
from tests.unit.tasks.runtime.tiny_index import MANUAL, NEW_POLICY, Runtime, build_runtime

SCRIPT = "<script>alert(1)</script>"
ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;"
PAGE_SIZE = (595.0, 842.0)  # A4 in points
BOX = (72.0, 72.0, 500.0, 90.0)  # the tiny index's chunk bbox (x0, top, x1, bottom)


@pytest.fixture(scope="module")
def runtime(tmp_path_factory) -> Runtime:
    return build_runtime(tmp_path_factory.mktemp("ask_page_runtime"))


def write_pdf(target: Path, lines: list[tuple[float, str]], pages: int = 1) -> Path:
    """A real PDF (reportlab): each (top, text) line on every page, `top` in pdfplumber's coordinates (points from
    the top of the page)."""
    from reportlab.pdfgen import canvas

    target.parent.mkdir(parents=True, exist_ok=True)
    pdf = canvas.Canvas(str(target), pagesize=PAGE_SIZE)
    for _ in range(pages):
        pdf.setFont("Helvetica", 12)
        for top, text in lines:
            pdf.drawString(76, PAGE_SIZE[1] - top - 14, text)
        pdf.showPage()
    pdf.save()
    return target


class FakeVersion:
    """The part of an IndexVersion crops use: its name and chunk lookup."""

    version = "v000042-test"

    def __init__(self, chunks: dict[str, dict[str, Any]]) -> None:
        self.chunks = chunks

    def chunk(self, chunk_id: str) -> Hit | None:
        meta = self.chunks.get(chunk_id)
        return None if meta is None else Hit(chunk_id, 0.0, 0.0, 0.0, "text", meta)


def settings_for(runtime: Runtime, source: Path | str) -> Any:
    return runtime.settings.model_copy(update={"ingest": runtime.settings.ingest.model_copy(
        update={"source": str(source)})})


def expected_crop(box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    """(left, upper, right, lower) pixels of the crop around one box, from serving.crops' constants."""
    x0, top, x1, bottom = box
    grow = max(0.0, crops.MIN_HEIGHT - (bottom - top) - 2 * crops.MARGIN) / 2
    return (int((x0 - crops.MARGIN) * crops.SCALE), int((top - crops.MARGIN - grow) * crops.SCALE),
            int((x1 + crops.MARGIN) * crops.SCALE) + 1, int((bottom + crops.MARGIN + grow) * crops.SCALE) + 1)


def close(pixel: tuple[int, ...], colour: tuple[int, ...], tolerance: int = 24) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


# ------------------------------------------------------------------ crops


def test_a_pdf_crop_is_the_box_with_its_margin_highlighted_and_cached(runtime, tmp_path):
    from PIL import Image

    source = tmp_path / "corpus"
    write_pdf(source / "a" / "notice.pdf", [(BOX[1], "The warranty service fee is 120 yuan per visit.")])
    version = FakeVersion({"c1": {"doc_id": "d", "source_path": "a/notice.pdf", "page": 1, "bbox": list(BOX)}})
    paths = DataPaths(tmp_path / "data")
    settings = settings_for(runtime, source)

    first = crops.crop_png(settings, paths, version, "c1")
    image = Image.open(io.BytesIO(first.png)).convert("RGB")
    left, upper, right, lower = expected_crop(BOX)
    assert not first.cached and image.size == (right - left, lower - upper)
    scale = crops.SCALE
    # The outline on the box's edge, the translucent fill inside it (over white paper: a pale yellow), white paper
    # outside it.
    edge = (int(BOX[0] * scale) - left, int((BOX[1] + BOX[3]) / 2 * scale) - upper)
    assert close(image.getpixel(edge), crops.EDGE[:3]), image.getpixel(edge)
    alpha = crops.FILL[3] / 255
    pale = tuple(round(255 * (1 - alpha) + channel * alpha) for channel in crops.FILL[:3])
    inside = (int((BOX[2] - 10) * scale) - left, int((BOX[1] + 2) * scale) - upper)  # right of the text
    assert close(image.getpixel(inside), pale, 6), image.getpixel(inside)
    assert close(image.getpixel((4, 4)), (255, 255, 255), 2)
    # Text was rendered under the fill: dark pixels inside the box.
    assert image.crop((edge[0] + 10, edge[1] - 8, edge[0] + 200, edge[1] + 8)).convert("L").getextrema()[0] < 100

    target = crops.cache_path(paths, version.version, "c1")
    assert target == paths.root / "cache" / "crops" / version.version / "c1.png" and target.is_file()
    second = crops.crop_png(settings, paths, version, "c1")
    assert second.cached and second.png == first.png and second.name == "c1"


def test_merged_passages_join_their_boxes_and_a_chunk_without_a_box_shows_its_page(runtime, tmp_path):
    from PIL import Image

    source = tmp_path / "corpus"
    write_pdf(source / "notice.pdf", [(72, "First rule."), (300, "Second rule.")], pages=2)
    version = FakeVersion({
        "a": {"doc_id": "d", "source_path": "notice.pdf", "page": 2, "bbox": [72, 72, 300, 90]},
        "b": {"doc_id": "d", "source_path": "notice.pdf", "page": 2, "bbox": [72, 300, 300, 318]},
        "other-page": {"doc_id": "d", "source_path": "notice.pdf", "page": 1, "bbox": [72, 500, 300, 518]},
        "nobox": {"doc_id": "d", "source_path": "notice.pdf", "page": 2, "bbox": None},
    })
    paths, settings = DataPaths(tmp_path / "data"), settings_for(runtime, source)
    joined = Image.open(io.BytesIO(crops.crop_png(settings, paths, version, "a", ["b", "other-page"]).png))
    left, upper, right, lower = expected_crop((72, 72, 300, 318))  # both boxes of page 2, not the page-1 one
    assert joined.size == (right - left, lower - upper)
    assert crops.cache_path(paths, version.version, "a", ["b", "other-page"]).name.startswith("a-")
    whole = Image.open(io.BytesIO(crops.crop_png(settings, paths, version, "nobox").png))
    assert whole.size == (round(PAGE_SIZE[0] * crops.SCALE), round(PAGE_SIZE[1] * crops.SCALE))


def test_an_image_file_is_cropped_in_its_pixels(runtime, tmp_path):
    from PIL import Image

    source = tmp_path / "corpus"
    (source / "scans").mkdir(parents=True)
    Image.new("RGB", (800, 600), "white").save(source / "scans" / "notice.png")
    version = FakeVersion({"s": {"doc_id": "d", "source_path": "scans/notice.png", "page": 1,
                                 "bbox": [100, 200, 400, 260], "ocr": True}})
    image = Image.open(io.BytesIO(crops.crop_png(settings_for(runtime, source), DataPaths(tmp_path / "d"), version,
                                                 "s").png)).convert("RGB")
    margin, grow = crops.MARGIN, max(0.0, crops.MIN_HEIGHT - 60 - 2 * crops.MARGIN) / 2
    assert image.size == (int(400 + margin) + 1 - int(100 - margin), int(260 + margin + grow) + 1 -
                          int(200 - margin - grow))
    assert close(image.getpixel((int(margin), int(margin + grow) + 30)), crops.EDGE[:3])


def test_crop_errors_unknown_chunk_missing_source_and_paths_outside_the_source(runtime, tmp_path):
    source = tmp_path / "corpus"
    source.mkdir()
    (tmp_path / "secret.pdf").write_bytes(b"%PDF-1.4")
    version = FakeVersion({"gone": {"doc_id": "d", "source_path": "moved.pdf", "page": 1, "bbox": list(BOX)},
                           "out": {"doc_id": "d", "source_path": "../secret.pdf", "page": 1, "bbox": list(BOX)},
                           "far": {"doc_id": "d", "source_path": "notice.pdf", "page": 9, "bbox": list(BOX)}})
    write_pdf(source / "notice.pdf", [(72, "One page.")])
    paths, settings = DataPaths(tmp_path / "data"), settings_for(runtime, source)
    cases = {"nope": "unknown chunk_id 'nope'", "gone": "'moved.pdf' is not under ingest.source",
             "out": "resolves outside ingest.source", "far": "page 9 is not in notice.pdf (1 pages)"}
    for chunk_id, message in cases.items():
        with pytest.raises(ApiError) as raised:
            crops.crop_png(settings, paths, version, chunk_id)
        assert raised.value.status == 404 and message in raised.value.message, raised.value.message
    assert not (paths.root / "cache").exists()  # nothing cached for a failed crop
    with pytest.raises(ApiError, match="object storage"):
        crops.crop_png(settings_for(runtime, "s3://bucket/corpus"), paths, version, "gone")


def test_the_crop_endpoint_renders_the_served_chunk_and_answers_errors_in_the_api_shape(runtime):
    """Over the tiny index: the cited passage's chunk, rendered from a PDF at its source path (written here: the tiny
    index has no files), a miss then a hit; an unknown chunk and a chunk whose document is gone are 404s."""
    write_pdf(runtime.paths.root / "corpus" / NEW_POLICY, [(BOX[1], "From April 2024 the fee is 120 yuan per visit.")])
    with client_for(runtime) as client:
        body = client.post("/v1/query", json={"query": FEE_NOW}).json()
        item = next(item for item in body["evidence"] if item["source_path"] == NEW_POLICY)
        url = ask_view.crop_url(item)
        first, second = client.get(url), client.get(url)
        assert first.status_code == 200 and first.headers["content-type"] == "image/png"
        assert (first.headers["x-crop-cache"], second.headers["x-crop-cache"]) == ("miss", "hit")
        assert first.content == second.content and first.content.startswith(b"\x89PNG")
        assert "max-age" in first.headers["cache-control"] and first.headers["etag"]
        version = body["deployment"]["index_version"]
        assert (runtime.paths.root / "cache" / "crops" / version).is_dir()

        unknown = client.get("/v1/evidence/no-such-chunk/crop.png")
        assert unknown.status_code == 404 and unknown.json()["error"]["type"] == "not_found"
        manual = client.post("/v1/query", json={"query": "How often should the HX-200 air filter be replaced?"}).json()
        gone = next(item for item in manual["evidence"] if item["source_path"] == MANUAL)
        missing = client.get(f"/v1/evidence/{gone['chunk_id']}/crop.png")
        assert missing.status_code == 404 and MANUAL in missing.json()["error"]["message"]
        too_many = client.get(f"/v1/evidence/{item['chunk_id']}/crop.png?" + "&".join(["also=x"] * 17))
        assert too_many.status_code == 422
        schema = client.get("/openapi.json").json()["paths"]
        assert "/v1/evidence/{chunk_id}/crop.png" in schema and "/" not in schema


# ------------------------------------------------------------------ the page


def hostile_reply() -> dict[str, Any]:
    version = {"doc_id": "d1", "valid_from": "2024-04-01", "valid_until": None, "validity_at_as_of": "in_force",
               "version_group": f"fee {SCRIPT}", "versions_known": 2}
    item = {"rank": 1, "chunk_id": "c1", "chunk_ids": ["c1", "c2"], "title": f"Policy {SCRIPT}",
            "source_path": f"policies/{SCRIPT}.pdf", "page": 1, "page_end": 1, "text": f"The fee is 120. {SCRIPT}",
            "passes": True, "cited": True, "scores": {"confidence": 0.7}, "document_version": version,
            "ocr": {"engine": f"ocr{SCRIPT}", "confidence": 0.81}}
    old = {**item, "rank": 1, "chunk_id": "c0", "chunk_ids": ["c0"], "title": "Old policy", "cited": False,
           "validity": "superseded", "document_version": {**version, "doc_id": "d0", "valid_from": "2021-01-01",
                                                           "valid_until": "2024-03-31",
                                                           "validity_at_as_of": "superseded"}}
    return {"query_id": "q1", "answer": f"It is 120 [1] {SCRIPT} [7]", "action": "correct", "as_of": "2025-06-01",
            "intent": {"routed": "operation"}, "deployment": {"deployment_id": f"d-{SCRIPT}"},
            "warnings": [f"warning {SCRIPT}"], "evidence": [item], "superseded": [old]}


def test_everything_from_the_corpus_and_the_user_is_escaped():
    html = ask_view.page(f"q {SCRIPT}", f"2025{SCRIPT}", hostile_reply())
    assert SCRIPT not in html and "<script>alert" not in html
    # The answer, passage, title, path, warning, OCR engine, version group, question and date, each shown as text.
    assert html.count(ESCAPED) >= 9, html.count(ESCAPED)
    assert re.findall(r"<script\b[^>]*>", html) == ['<script src="/static/ask.js" defer>']
    assert 'href="#evidence-1"' in html and "[7]" in html and 'href="#evidence-7"' not in html  # no card 7
    assert 'id="evidence-1"' in html and 'id="superseded-1"' in html
    assert '/v1/evidence/c1/crop.png?also=c2' in html and "read by OCR" in html and "0.81" in html
    assert 'href="#superseded-1"' in html  # the version chain links the old version's card
    error = ask_view.page("q", error=f"bad {SCRIPT}")
    assert SCRIPT not in error and ESCAPED in error and 'role="alert"' in error


def test_the_page_answers_a_form_get_on_the_server_and_has_no_external_url(runtime):
    with client_for(runtime) as client:
        empty = client.get("/")
        assert empty.status_code == 200 and empty.headers["content-type"].startswith("text/html")
        assert "script-src 'self'" in empty.headers["content-security-policy"]
        assert '<form id="ask"' in empty.text and 'id="result"' in empty.text
        answered = client.get("/", params={"q": FEE_NOW, "as_of": "2025-06-01"})
        assert answered.status_code == 200
        html = answered.text
        assert '<a class="cite" href="#evidence-1"' in html and 'id="evidence-1"' in html
        assert "120 yuan" in html and 'id="superseded-1"' in html and "superseded" in html
        assert 'data-query-id="' in html and 'data-helpful="true"' in html
        assert "/v1/evidence/" in html and 'value="2025-06-01"' in html
        for page in (empty.text, html):
            assert not re.search(r"(src|href|action)=\"(https?:)?//", page)
        for asset in ("/static/ask.js", "/static/ragops.css", "/static/favicon.svg"):
            served = client.get(asset)
            assert served.status_code == 200, asset
            if asset != "/static/favicon.svg":
                assert not re.search(r"https?://", served.text), asset
        assert "innerHTML" not in client.get("/static/ask.js").text.split("*/", 1)[1]
        long = client.get("/", params={"q": "x" * 2001})
        assert long.status_code == 422 and "over the limit" in long.text and 'role="alert"' in long.text
        bad_date = client.get("/", params={"q": FEE_NOW, "as_of": "soon"})
        assert bad_date.status_code == 422 and "is not a date" in bad_date.text


def events(text: str) -> list[dict[str, Any]]:
    return [json.loads(block[len("data: "):]) for block in text.split("\n\n") if block.startswith("data: ")]


def test_a_streamed_query_sends_the_text_in_pieces_then_the_whole_response(runtime):
    with client_for(runtime) as client:
        whole = client.post("/v1/query", json={"query": FEE_NOW}).json()
        streamed = client.post("/v1/query", json={"query": FEE_NOW, "stream": True})
        assert streamed.status_code == 200 and streamed.headers["content-type"].startswith("text/event-stream")
        found = events(streamed.text)
        deltas = [event["delta"] for event in found if "delta" in event]
        final = found[-1]["response"]
        assert len(deltas) >= 2 and "".join(deltas) == final["answer"] == whole["answer"]
        assert final["query_id"] == streamed.headers["x-query-id"] != whole["query_id"]
        assert [item["chunk_ids"] for item in final["evidence"]] == [item["chunk_ids"] for item in whole["evidence"]]
        stored = client.post("/v1/feedback", json={"query_id": final["query_id"], "helpful": True})
        assert stored.status_code == 200 and stored.json()["rating"] == "up"


def test_a_streamed_query_on_an_llm_backend_streams_as_it_generates_and_ends_with_an_error_when_it_fails(runtime):
    from tests.unit.serving.test_app import ScriptedBackend

    backend = ScriptedBackend(["From April 2024 the fee is 120 yuan per visit. [1]"])
    with client_for(runtime, backend) as client:
        found = events(client.post("/v1/query", json={"query": FEE_NOW, "stream": True}).text)
    assert found[0] == {"delta": "From April 2024 the fee is 120 yuan per visit. [1]"}
    assert found[-1]["response"]["answer"].startswith(found[0]["delta"])
    assert found[-1]["response"]["generation"]["backend"] == "scripted"
    with client_for(runtime, ScriptedBackend([""], error="the backend is down")) as client:
        failed = client.post("/v1/query", json={"query": FEE_NOW, "stream": True})
        metrics = client.get("/metrics").text
    assert failed.status_code == 200 and events(failed.text)[-1]["error"]["code"] == 502
    assert "the backend is down" in events(failed.text)[-1]["error"]["message"]
    assert 'ragops_request_errors_total{kind="generation_failed",route="/v1/query"}' in metrics


def test_pages_rendered_at_once_from_many_threads_all_succeed(runtime, tmp_path):
    """PDFium is not thread-safe: without serving.crops' lock, pages rendered at once from the server's worker
    threads corrupt its heap and the process dies (the browser test found it: five crops of one answer at once; a
    few hundred renders here crash without the lock)."""
    from concurrent.futures import ThreadPoolExecutor

    files = [write_pdf(tmp_path / f"doc-{number}.pdf", [(72 + number * 20, f"Rule {number}.")], pages=3)
             for number in range(16)]
    with ThreadPoolExecutor(max_workers=16) as pool:
        sizes = set(pool.map(lambda n: crops.render_page(files[n % 16], 1 + n % 3)[0].size, range(320)))
    assert sizes == {(round(PAGE_SIZE[0] * crops.SCALE), round(PAGE_SIZE[1] * crops.SCALE))}
    chunks = {f"c{n}": {"doc_id": str(n), "source_path": f"doc-{n}.pdf", "page": 1 + n % 3,
                        "bbox": [72, 72 + n * 20, 300, 90 + n * 20]} for n in range(16)}
    version, paths, settings = FakeVersion(chunks), DataPaths(tmp_path / "data"), settings_for(runtime, tmp_path)
    with ThreadPoolExecutor(max_workers=16) as pool:
        made = list(pool.map(lambda chunk_id: crops.crop_png(settings, paths, version, chunk_id), chunks))
    assert all(not crop.cached and crop.png.startswith(b"\x89PNG") for crop in made)
