"""Questions the sample corpus has no answer to (`queries/no_answer.jsonl`): what promotion's `not_found_precision`
and `not_found_recall` are measured on. Written from the list of the corpus's document types, not from its text,
and used to tune nothing (`serving.answer.not_found_below` was chosen on `ragops eval serving`'s dev off-topic
questions before these existed). Four families, each in English and Chinese:
  - off-topic: things no document of the corpus is about (cooking, sport, travel, software);
  - near-miss equipment: the corpus's kinds of questions about models it has no document for;
  - near-miss rules: fees and rules of bodies and places no document names;
  - near-miss facts: the corpus's own products or bodies, asked what no document states.
"""

from __future__ import annotations

from typing import Any

FAMILIES: dict[str, tuple[tuple[str, str], ...]] = {
    "offtopic": (
        ("en", "How long should I boil an egg for a soft yolk?"),
        ("en", "Who won the Tour de France in 2019?"),
        ("en", "What is the best time of year to visit Kyoto?"),
        ("en", "How do I undo the last commit in git?"),
        ("en", "What is the population of Iceland?"),
        ("zh", "怎么做一碗好吃的牛肉面？"),
        ("zh", "世界上最高的山峰是哪座？"),
        ("zh", "如何提高英语口语水平？"),
        ("zh", "猫一天需要睡多少小时？"),
    ),
    "near-equipment": (
        ("en", "What does error E77 mean on the QR-15 hydraulic press?"),
        ("en", "How do I replace the drive belt on the ZT-900 conveyor?"),
        ("en", "What is the rated flow of the MX-70 centrifugal pump?"),
        ("en", "How often should the filter of the BL-3 blower be cleaned?"),
        ("en", "Compare the noise levels of the RX-10 and RX-20 generators."),
        ("zh", "DV-600真空干燥机报警代码A13是什么意思？"),
        ("zh", "GH-45冷却塔的风机怎么更换？"),
        ("zh", "TS-8涡轮增压器的额定转速是多少？"),
        ("zh", "比较一下NP-30和NP-60空压机的功率。"),
    ),
    "near-rules": (
        ("en", "What is the annual dog licence fee in Ashworth Borough?"),
        ("en", "How much does a fishing permit cost at Lake Morrow?"),
        ("en", "What is the late fee for library books at Halverton Public Library?"),
        ("en", "How much is the mooring charge per night at Port Calloway marina?"),
        ("en", "What are the visiting hours at St Aldric's Hospital?"),
        ("zh", "青川市的犬只登记费是多少？"),
        ("zh", "白鹭湖公园的门票多少钱？"),
        ("zh", "东湾区图书馆逾期还书怎么收费？"),
        ("zh", "松江大学研究生的住宿费是多少？"),
    ),
    "near-facts": (
        ("en", "Who designed the HX-200 industrial chiller?"),
        ("en", "In which factory is the KT-220 compressor made?"),
        ("en", "What colour is the LS-40 laser level sensor housing?"),
        ("en", "How many employees does the warranty service department have?"),
        ("zh", "KT-220空压机是哪一年首次上市的？"),
        ("zh", "HX-200冷水机组的设计师是谁？"),
        ("zh", "售后服务部门有多少名员工？"),
    ),
}


def no_answer_rows() -> list[dict[str, Any]]:
    """The rows of `queries/no_answer.jsonl` (the golden-set format with `"answerable": false`)."""
    rows = []
    for family, questions in FAMILIES.items():
        for number, (language, query) in enumerate(questions, start=1):
            rows.append({"query_id": f"na-{family}-{number:02d}", "query": query, "answerable": False,
                         "language": language, "phrasing": f"noanswer-{family}"})
    return rows
