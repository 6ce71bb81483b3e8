from datetime import date

import pytest

from models.evidence.time_anchor import AnchorConfig, TimeAnchor, extract_time_anchor

TODAY = date(2026, 6, 1)  # the sample corpus's reference date


@pytest.mark.parametrize(
    "query, as_of, text",
    [
        ("What was the fee on March 3, 2021?", date(2021, 3, 3), "March 3, 2021"),
        ("fee as of 3 March 2021", date(2021, 3, 3), "3 March 2021"),
        ("Which policy applied on Sept. 30th 2020?", date(2020, 9, 30), "Sept. 30th 2020"),
        ("What applied on 2021-03-03?", date(2021, 3, 3), "2021-03-03"),
        ("What applied on 2021/03/03?", date(2021, 3, 3), "2021/03/03"),
        ("2021年3月3日的报销上限是多少？", date(2021, 3, 3), "2021年3月3日"),
        ("2021年3月3号的报销上限", date(2021, 3, 3), "2021年3月3号"),
        # a month means the state at its end (last day)
        ("What was the fee in March 2021?", date(2021, 3, 31), "March 2021"),
        ("What was the fee in Feb 2024?", date(2024, 2, 29), "Feb 2024"),
        ("2021年3月的报销上限是多少？", date(2021, 3, 31), "2021年3月"),
        ("What will the spare-parts return window be from October 2026?", date(2026, 10, 31), "October 2026"),
        # the month containing today: the period is not over, so today
        ("What is the fee in June 2026?", TODAY, "June 2026"),
    ],
)
def test_explicit_dates(query, as_of, text):
    assert extract_time_anchor(query, TODAY) == TimeAnchor(as_of, 1.0, "explicit_date", text)


@pytest.mark.parametrize(
    "query, as_of, text",
    [
        ("How much did a warranty service visit cost in 2020?", date(2020, 12, 31), "2020"),
        ("What was the revenue in fiscal 2019?", date(2019, 12, 31), "2019"),
        ("FY2019 service revenue", date(2019, 12, 31), "FY2019"),
        ("2023年每次上门服务费最多能报销多少钱？", date(2023, 12, 31), "2023年"),
        ("In 2019, how did I file a claim?", date(2019, 12, 31), "2019"),
        ("FEE IN 2019", date(2019, 12, 31), "2019"),  # all-capitals query: "IN" is not a model code
        ("How did the fee change from 2019 to 2024?", date(2024, 12, 31), "2024"),  # latest year wins
        ("fee trend 2019-2024", date(2024, 12, 31), "2024"),
        ("What is the fee in 2026?", TODAY, "2026"),  # the current year is not over: today
        ("Has the claim rate gone up or down since 2021?", TODAY, "since 2021"),  # a span up to now
        ("2021年以来故障率的变化", TODAY, "2021年以来"),
    ],
)
def test_years_mean_the_end_of_the_year(query, as_of, text):
    assert extract_time_anchor(query, TODAY) == TimeAnchor(as_of, 0.9, "year", text)


@pytest.mark.parametrize(
    "query, text",
    [
        ("What is the current calibration interval?", "current"),
        ("How much is it currently?", "currently"),
        ("How much do I have to pay now?", "now"),
        ("the latest return policy", "latest"),
        ("What applies as of today?", "as of today"),
        ("How much is the fee at the moment?", "at the moment"),
        ("this year's fee", "this year"),
        ("现行上门服务费的报销上限是多少？", "现行"),
        ("目前每次上门服务费最多能报销多少？", "目前"),
        ("最新的售后服务费报销标准是多少？", "最新"),
        ("现在怎么报销", "现在"),
        ("当前的校准周期", "当前"),
        ("今年的报销上限", "今年"),
    ],
)
def test_present_anchors(query, text):
    assert extract_time_anchor(query, TODAY) == TimeAnchor(TODAY, 0.8, "current", text)


@pytest.mark.parametrize(
    "query, text", [("What was the fee last year?", "last year"), ("去年的报销上限是多少？", "去年")]
)
def test_last_year(query, text):
    assert extract_time_anchor(query, TODAY) == TimeAnchor(date(2025, 12, 31), 0.7, "year", text)


@pytest.mark.parametrize(
    "query",
    [
        "Steps to start up the HX-200",
        "Manual for the HX-2000",
        "What does error E2019 mean?",
        "Is the frame rated for 2019.5 kg?",
        "Service after 2000 hours of operation",
        "Is 2019 kg the maximum load?",
        "The HX 2000 will not start",
        "The fee is USD 2019",
        "What is part No. 2019?",
        "Does the 2000-B module fit?",
        "2000元以内的型号",
        "What happened in 1850?",
        "What is the current draw of the HX-200?",
        "rated current of the motor",
        "03/2021 invoice",  # MM/YYYY is not an accepted form (ratio or part number)
        "What applied on 2021-02-30?",  # not a date
        "",
    ],
)
def test_numbers_codes_and_plain_questions_are_not_anchors(query):
    assert extract_time_anchor(query, TODAY) == TimeAnchor(TODAY, 0.3, "none", None)


def test_stronger_kind_wins_over_present():
    anchor = extract_time_anchor("How does the fee in 2019 compare with the current fee?", TODAY)
    assert (anchor.kind, anchor.as_of) == ("year", date(2019, 12, 31))
    anchor = extract_time_anchor("Was the fee on 2021-03-03 the same as in 2024?", TODAY)
    assert (anchor.kind, anchor.as_of) == ("explicit_date", date(2021, 3, 3))


def test_year_inside_a_model_code_does_not_shadow_a_real_year():
    assert extract_time_anchor("HX-2019 vs KT-2020 service fee in 2021", TODAY).as_of == date(2021, 12, 31)


def test_confidences_come_from_config():
    config = AnchorConfig(year=0.5, none=0.1)
    assert extract_time_anchor("fee in 2019", TODAY, config).confidence == 0.5
    assert extract_time_anchor("fee", TODAY, config).confidence == 0.1


@pytest.mark.parametrize("kwargs", [{"year": 1.5}, {"none": -0.1}, {"min_year": 2100, "max_year": 1900}])
def test_config_is_validated(kwargs):
    with pytest.raises(ValueError):
        AnchorConfig(**kwargs)


@pytest.mark.parametrize(("query", "expected"), [
    ("Before April 2024, how much did a warranty visit cost?", date(2024, 3, 31)),
    ("What was the fee prior to 2021?", date(2020, 12, 31)),
    ("What was the fee before 1 March 2021?", date(2021, 2, 28)),
    ("2024年4月以前报销上限是多少？", date(2024, 3, 31)),
    ("2021年之前的收费标准是多少？", date(2020, 12, 31)),
    # the change named between the period and "before"
    ("Before the tree by-law was replaced in 2022, how long did a permit decision take?", date(2021, 12, 31)),
    ("2021年9月新标准执行以前，请假满一个月能退多少保教费？", date(2021, 8, 31)),
    ("2019年4月新版守則生效前，承辦商須在多久內到達現場？", date(2019, 3, 31)),
    ("2025年7月调价之前，科目二每次考试收多少？", date(2025, 6, 30)),
    # Not "before": the end of the named period, as before.
    ("What was the fee in April 2024?", date(2024, 4, 30)),
    ("2021年9月前三个月的保教费是多少？", date(2021, 9, 30)),  # 前三个月: "the first three months", no "before"
    ("What was the fee until the end of 2019?", date(2019, 12, 31)),
])
def test_before_a_period_is_the_day_before_it_starts(query, expected):
    assert extract_time_anchor(query, date(2026, 6, 1)).as_of == expected


@pytest.mark.parametrize("query, as_of", [
    # a day without a year: in today's year (after today: a future question; before: a past one)
    ("东岭省配气价格新通知9月1日执行后，居民配气价是多少？", date(2026, 9, 1)),
    ("From 1 September, what is the mooring fee?", date(2026, 9, 1)),
    ("What was the mooring fee on March 3?", date(2026, 3, 3)),
    # half years
    ("2021年上半年评奖学金需要多少绩点？", date(2021, 6, 30)),
    ("What was the fee in the first half of 2021?", date(2021, 6, 30)),
    # Taiwan's Republic-of-China years
    ("110年2月時欠繳停車費要加收多少工本費？", date(2021, 2, 28)),
    ("民國107年的停車費率是多少？", date(2018, 12, 31)),
])
def test_days_without_a_year_half_years_and_roc_years(query, as_of):
    assert extract_time_anchor(query, date(2026, 6, 1)).as_of == as_of


@pytest.mark.parametrize("query", ["Set the timer to June 30 days", "Model 110 年 spec sheet"])
def test_numbers_that_only_look_like_days_or_roc_years(query):
    assert extract_time_anchor(query, date(2026, 6, 1)).kind == "none"


@pytest.mark.parametrize("query, as_of", [
    # "before" a few words ahead of the period it names
    ("Before Glenmorven's April 2024 policy update, how quickly did they attend emergency repairs?", date(2024, 3, 31)),
    # dates in Chinese numerals and traditional characters, read as documents are
    ("二零二六年九月起濠江大學宿舍還有關門時間嗎？", date(2026, 9, 30)),
    ("ＦＹ２０１９的收入", date(2019, 12, 31)),
])
def test_before_a_named_period_and_numeral_dates(query, as_of):
    assert extract_time_anchor(query, TODAY).as_of == as_of


@pytest.mark.parametrize("query, as_of", [
    # a year straddling two calendar years: 31 December of its first year is inside it under every convention
    ("What was the NLAC assessor day rate in the 2022-23 financial year?", date(2022, 12, 31)),
    ("pitch hire charges in the 2019/20 season", date(2019, 12, 31)),
    ("FY2022/23 licence fees", date(2022, 12, 31)),
    ("tuition in the 2021/2022 school year", date(2021, 12, 31)),
    ("2019-2024 fee trend", date(2024, 12, 31)),  # a range of years, not a split year: its last year
    ("part HX-2019/20 spec", TODAY),  # a code
    ("ratio 2019/21", TODAY),  # not consecutive
])
def test_split_years(query, as_of):
    assert extract_time_anchor(query, TODAY).as_of == as_of


@pytest.mark.parametrize("query, as_of", [
    # a range of years followed by the name of a year is one year (documents are read the same way)
    ("uniform rules for the 2024-2025 school year", date(2024, 12, 31)),
    ("2023-2024学年的住宿费是多少？", date(2023, 12, 31)),
    ("2019-2024年的收费变化", date(2024, 12, 31)),  # still a range without it
    # before a school or financial year: the day before it starts, by the convention documents are read with
    # (version_cues YEAR_STARTS: a school year on 1 September, a financial year on 1 April)
    ("What applied before the 2025/26 school year?", date(2025, 8, 31)),
    ("fees before the 2024-25 financial year", date(2024, 3, 31)),
    ("2024/25学年以前的收费标准", date(2024, 8, 31)),
    ("charges before the 2019/20 season", date(2018, 12, 31)),  # no known start: before its first calendar year
])
def test_school_and_financial_years(query, as_of):
    assert extract_time_anchor(query, TODAY).as_of == as_of


@pytest.mark.parametrize("query, as_of", [
    ("What was the fee on the 21st of June, 2023?", date(2023, 6, 21)),
    ("fee on 15.09.2022", date(2022, 9, 15)),
    ("Which rate applied on March 3rd, 2024?", date(2024, 3, 3)),
])
def test_dotted_and_ordinal_dates_in_questions(query, as_of):
    anchor = extract_time_anchor(query, TODAY)
    assert (anchor.as_of, anchor.kind, anchor.confidence) == (as_of, "explicit_date", 1.0)


@pytest.mark.parametrize(("query", "as_of", "text"), [
    ("What will the fee be next year?", date(2027, 12, 31), "next year"),
    ("明年起停车费怎么收？", date(2027, 12, 31), "明年"),
    ("后年的标准是多少", date(2028, 12, 31), "后年"),
    ("the fee the year before last", date(2024, 12, 31), "the year before last"),
])
def test_years_named_from_today(query, as_of, text):
    assert extract_time_anchor(query, TODAY) == TimeAnchor(as_of, 0.7, "year", text)


@pytest.mark.parametrize(("query", "as_of"), [
    ("垃圾费明年7月新制上路后怎么收？", date(2027, 7, 31)),  # a month of next year: its last day
    ("去年3月的价格", date(2025, 3, 31)),
    ("明年7月1日起的标准", date(2027, 7, 1)),  # a day of next year, not of this one
    ("2026年秋季学期起保教费是多少？", date(2026, 9, 1)),  # an autumn term starts on 1 September
    ("fees for the 2026 fall semester", date(2026, 9, 1)),
    ("autumn term 2025 charges", date(2025, 9, 1)),
])
def test_months_of_relative_years_and_autumn_terms(query, as_of):
    found = extract_time_anchor(query, TODAY)
    assert (found.as_of, found.kind) == (as_of, "explicit_date")


@pytest.mark.parametrize(("query", "as_of"), [
    ("In mid-2019, how long did operators have to pay?", date(2019, 6, 30)),  # not "-2019" glued to a code
    ("2019年年中的收费标准", date(2019, 6, 30)),
    ("2019年中国的标准", date(2019, 12, 31)),  # 中国 is no mid-year
])
def test_mid_year(query, as_of):
    assert extract_time_anchor(query, TODAY).as_of == as_of
