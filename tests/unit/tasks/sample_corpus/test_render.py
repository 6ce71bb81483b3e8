"""The sample corpus's scanned pages are readable: what a scan prints, OCR reads back (tasks.sample_corpus.render)."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image

from tasks.core.settings import load_settings
from tasks.ingest.ocr_engines import load_engine
from tasks.sample_corpus.render import render_scanned_page
from tasks.sample_corpus.specs import HeadingBlock, PageSpec, ParagraphBlock


def _read_back(blocks: tuple) -> str:
    image = Image.open(io.BytesIO(render_scanned_page(PageSpec(blocks, True)))).convert("RGB")
    engine = load_engine(load_settings().ingest.ocr)
    return "".join(box.text for box in engine.recognise(np.asarray(image))).replace(" ", "")


def test_a_scanned_chinese_page_prints_its_characters_and_figures() -> None:
    # Pillow's bundled font has no Chinese glyphs: before, such a page printed empty boxes and OCR read the digits only
    text = _read_back((HeadingBlock("鹭川市体育中心场馆开放服务管理办法", 0),
                       ParagraphBlock("第四条　游泳馆门票每人次25元，月卡280元；身高1.3米以下儿童须由成人陪同。"),
                       ParagraphBlock("第五条　羽毛球场地租用费每片每小时40元，18时以后每片每小时60元。" * 2)))
    assert "鹭川市体育中心场馆开放服务管理办法" in text
    assert "游泳馆门票每人次25元" in text and "月卡280元" in text
    assert "羽毛球场地租用费每片每小时40元" in text


def test_a_scanned_english_page_reads_back() -> None:
    text = _read_back((HeadingBlock("Water and Sewerage Tariffs", 0),
                       ParagraphBlock("5. Reconnection fee: KES 1,500 after disconnection for arrears.")))
    assert "ReconnectionfeeKES1,500" in text.replace(":", "")
