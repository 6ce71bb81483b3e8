"""Development rule families, batch 7: four English and four Chinese versioned rules (prefix "dev7-").

Written from `families.py` and the `dev_families_6b.py` example only, without reading the held-out sets or the cue
rules. The batch covers facts held in table rows, versions read back by OCR (scanned now in two families, scanned
only in the old version in two others), amendments that change one or two items and leave the rest of the amended
version answering, predecessors named by title or description, and starts tied to a financial, school or season
year, with dotted, ordinal and 年月日 dates.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from tasks.sample_corpus.families import RuleFamily, RuleTable, RuleVersion, rule_question


@dataclass(frozen=True)
class _Table:
    """A table part of a version body, with the fact keys of the rows that questions ask about."""

    table: RuleTable
    row_facts: Mapping[str, int]  # fact key -> row index


Part = str | tuple[str, str] | _Table  # a plain paragraph, (fact key, paragraph), or a table with row facts


def _table(caption: str, header: tuple[str, ...], *rows: tuple[str, tuple[str, ...]]) -> _Table:
    """Each row is (fact key, cells); an empty key marks a row no question asks about."""
    table = RuleTable(caption=caption, header=header, rows=tuple(cells for _, cells in rows))
    return _Table(table, {key: index for index, (key, _) in enumerate(rows) if key})


def _version(slug: str, title: str, in_force_from: date, *parts: Part, scanned: bool = False) -> RuleVersion:
    paragraphs: list[str | RuleTable] = []
    facts: dict[str, str] = {}
    for part in parts:
        if isinstance(part, _Table):
            paragraphs.append(part.table)
            for key, index in part.row_facts.items():
                facts[key] = part.table.row_text(index)
        elif isinstance(part, tuple):
            key, text = part
            facts[key] = text
            paragraphs.append(text)
        else:
            paragraphs.append(part)
    return RuleVersion(slug=slug, title=title, paragraphs=tuple(paragraphs), in_force_from=in_force_from,
                       facts=facts, scanned=scanned)


_q = rule_question


# --- 1. District council hall hire schedule, later amended in one item (New Zealand) ---------------------------

_KERERU_BAY = RuleFamily(
    family="dev7-kererubay-hall-hire",
    phrasing="dev7-en-1",
    language="en",
    folder="municipal",
    author="Kereru Bay District Council",
    versions=(
        _version(
            "dev7-kererubay-fees-charges-2021-22", "Schedule of Fees and Charges 2021/22", date(2021, 7, 1),
            "KERERU BAY DISTRICT COUNCIL",
            "Schedule of Fees and Charges 2021/22",
            "Adopted by the Council on 24 June 2021 as part of the Annual Plan. The charges in this Schedule apply "
            "with effect from the 2021/22 financial year and remain in force until replaced.",
            "All charges are in New Zealand dollars and include GST.",
            _table(
                "Schedule 2 - Community hall hire charges",
                ("Venue", "Per hour", "Full day"),
                ("mainhall", ("Main hall", "NZD 38.00", "NZD 260.00")),
                ("supper", ("Supper room", "NZD 22.00", "NZD 140.00")),
                ("kitchen", ("Kitchen (with a hall booking)", "NZD 15.00", "NZD 90.00")),
            ),
            ("bond", "3. A refundable bond of NZD 200.00 is payable for every booking that includes alcohol or an "
                     "evening event ending after 10pm."),
            ("cancel", "4. Cancellations made less than 7 days before the booking date forfeit 50% of the hire "
                       "charge."),
            ("community", "5. Community groups registered with the Council receive a 30% discount on hourly hire "
                          "charges."),
        ),
        _version(
            "dev7-kererubay-fees-charges-2024", "Schedule of Fees and Charges", date(2024, 7, 1),
            "KERERU BAY DISTRICT COUNCIL - SCHEDULE OF FEES AND CHARGES",
            "This Schedule replaces the 2021 Schedule of Charges and applies with effect from the 2024/25 "
            "financial year. Adopted by resolution KBDC/24/118 on 27 June 2024.",
            "Charges are GST inclusive (NZD).",
            _table(
                "Schedule 2 - Hall hire charges",
                ("Venue", "Hourly rate", "Day rate (8 hours or more)"),
                ("mainhall", ("Main hall", "NZD 45.00", "NZD 310.00")),
                ("supper", ("Supper room", "NZD 27.00", "NZD 175.00")),
                ("kitchen", ("Kitchen (with a hall booking)", "NZD 18.00", "NZD 110.00")),
                ("", ("Kitchen (without a hall booking)", "NZD 25.00", "")),
            ),
            ("bond", "3. Bond: NZD 300.00 for any booking involving alcohol, and NZD 150.00 for other evening "
                     "bookings finishing after 10pm."),
            ("cancel", "4. Cancellation with less than 10 days' notice: 50% of the hire charge is retained; with "
                       "less than 48 hours' notice the full charge is retained."),
            ("community", "5. Registered community groups: 25% off the hourly rate (not the day rate)."),
        ),
        _version(
            "dev7-kererubay-fees-charges-amendment-1", "Schedule of Fees and Charges - Amendment No. 1",
            date(2025, 10, 3),
            "KERERU BAY DISTRICT COUNCIL",
            "Schedule of Fees and Charges - Amendment No. 1",
            "Resolved at the Council meeting of 18th September 2025, to take effect on 3rd October 2025, following "
            "the refurbishment of the supper room.",
            ("supper", "Item 2 of Schedule 2 is amended to read: Supper room - NZD 32.00 per hour; NZD 210.00 per "
                       "day (8 hours or more)."),
            "All other items of the Schedule of Fees and Charges adopted on 27 June 2024 remain unchanged.",
        ),
    ),
    questions=(
        _q("How much is it per hour to hire the supper room from Kereru Bay council?", "supper"),
        _q("Kereru Bay main hall - what's the charge for booking it for the whole day?", "mainhall"),
        _q("Do I need to pay a bond to hire a Kereru Bay community hall for a 21st with a bar?", "bond"),
        _q("If I cancel my Kereru Bay hall booking a week beforehand, how much of the fee do I lose?", "cancel"),
        _q("Hourly charge for using the kitchen along with a hall booking in Kereru Bay", "kitchen"),
        _q("What did a full day in the Kereru Bay main hall cost in 2022?", "mainhall", date(2022, 12, 31)),
        _q("Kereru Bay supper room hire rates in early 2025, before the refurbishment", "supper",
           date(2025, 3, 31)),
        _q("Bond for a hall party with alcohol in Kereru Bay back in 2023", "bond", date(2023, 6, 30)),
    ),
)


# --- 2. Regional parks entry permits by season, with a winter-season revision adopted ahead (Canada) ------------

_PINEGROVE = RuleFamily(
    family="dev7-pinegrove-park-permits",
    phrasing="dev7-en-2",
    language="en",
    folder="official/parks",
    author="Pinegrove Regional Parks Authority",
    versions=(
        _version(
            "dev7-pinegrove-prp-f-03-2022", "Park Entry Permit Fees", date(2022, 5, 20),
            "PINEGROVE REGIONAL PARKS AUTHORITY",
            "Park Entry Permit Fees - Policy PRP-F-03",
            "Adopted by the Board of Directors on 9 March 2022. These fees apply from the opening of the 2022 "
            "season on 20 May 2022.",
            "Fees are in Canadian dollars; GST is extra.",
            _table(
                "Schedule A - Entry permits",
                ("Category", "Annual permit", "Day pass"),
                ("adult", ("Adult (18-64)", "CAD 72.00", "CAD 9.50")),
                ("senior", ("Senior (65+)", "CAD 48.00", "CAD 6.00")),
                ("youth", ("Youth (6-17)", "CAD 36.00", "CAD 4.50")),
                ("vehicle", ("Vehicle (up to 8 seats)", "CAD 110.00", "CAD 14.00")),
            ),
            "Children under 6 enter free and need no permit.",
            ("dogs", "5. Dogs must be leashed at all times. An off-leash area permit costs CAD 25.00 per dog per "
                     "season."),
            ("refund", "6. Annual permits are not refundable after the first day of the season."),
        ),
        _version(
            "dev7-pinegrove-prp-f-03-rev1", "Park Entry Permit Fees", date(2024, 5, 17),
            "PINEGROVE REGIONAL PARKS AUTHORITY",
            "Park Entry Permit Fees - Policy PRP-F-03 (Revision 1)",
            "Approved by the Board on 14 February 2024 for the 2024 season and following seasons. This policy "
            "supersedes the Park Entry Permit Fees policy adopted in March 2022.",
            "Season dates: the 2024 season opens on 17 May 2024 and closes on Thanksgiving Monday.",
            _table(
                "Schedule A - Entry permits and camping (CAD, before GST)",
                ("Category", "Annual permit", "Day pass", "Overnight camping (per night)"),
                ("adult", ("Adult (18-64)", "80.00", "11.00", "32.00")),
                ("senior", ("Senior (65+)", "52.00", "7.00", "24.00")),
                ("youth", ("Youth (6-17)", "40.00", "5.00", "")),
                ("vehicle", ("Vehicle (up to 8 seats)", "125.00", "16.00", "")),
            ),
            ("dogs", "5. Off-leash area permit: CAD 30.00 per dog per season; dogs must otherwise be leashed."),
            ("refund", "6. Annual permits may be refunded in full until 31 May; no refunds are given after that "
                       "date."),
        ),
        _version(
            "dev7-pinegrove-prp-f-03-rev2", "Park Entry Permit Fees", date(2026, 12, 1),
            "PINEGROVE REGIONAL PARKS AUTHORITY",
            "Park Entry Permit Fees - Policy PRP-F-03 (Revision 2)",
            "Approved by the Board on 22 April 2026. The parks move to year-round operation; this revision applies "
            "from the start of the 2026/27 winter season on 1 December 2026 and supersedes Revision 1, which "
            "continues to apply until then.",
            _table(
                "Schedule A - Entry permits and camping",
                ("Category", "Annual permit", "Day pass", "Overnight camping (per night)"),
                ("adult", ("Adult (18-64)", "CAD 95.00", "CAD 12.50", "CAD 36.00")),
                ("senior", ("Senior (65+)", "CAD 60.00", "CAD 8.00", "CAD 27.00")),
                ("youth", ("Youth (6-17)", "CAD 45.00", "CAD 5.50", "")),
                ("vehicle", ("Vehicle (up to 8 seats)", "CAD 140.00", "CAD 18.00", "")),
            ),
            ("dogs", "5. Off-leash permit: CAD 35.00 per dog, valid for twelve months from purchase."),
            ("refund", "6. Annual permits may be refunded, less a CAD 10.00 handling fee, within 30 days of "
                       "purchase."),
        ),
    ),
    questions=(
        _q("How much is a year pass for a senior at the Pinegrove regional parks?", "senior"),
        _q("Pinegrove parks: price of a one-day pass for an adult", "adult"),
        _q("What does it cost to bring a car into a Pinegrove regional park for the day?", "vehicle"),
        _q("Can I get my money back on a Pinegrove annual permit if I change my mind in June?", "refund"),
        _q("Pinegrove Regional Parks youth annual permit price in the 2023 season", "youth", date(2023, 8, 15)),
        _q("What was the off-leash dog permit at Pinegrove in 2022?", "dogs", date(2022, 7, 1)),
        _q("Pinegrove day pass for a carload in early May 2024, before that year's season opened", "vehicle",
           date(2024, 5, 10)),
        _q("Nightly camping fee for an adult at Pinegrove once the winter 2026/27 fees start", "adult",
           date(2026, 12, 1)),
        _q("What will a senior's annual permit cost at Pinegrove from December 2026?", "senior",
           date(2026, 12, 1)),
    ),
)


# --- 3. Water company tariff notice, the current one read back from a scan (Kenya) ------------------------------

_NDARUGU = RuleFamily(
    family="dev7-ndarugu-water-tariff",
    phrasing="dev7-en-3",
    language="en",
    folder="official/utility-rules",
    author="Ndarugu Valley Water and Sanitation Company Ltd",
    versions=(
        _version(
            "dev7-ndarugu-tariff-notice-2019", "Water and Sewerage Tariffs - Public Notice", date(2019, 10, 1),
            "NDARUGU VALLEY WATER AND SANITATION COMPANY LTD",
            "PUBLIC NOTICE - WATER AND SEWERAGE TARIFFS",
            "Approved by the Water Services Regulatory Board by letter ref. WSRB/T/114/19 dated 15.09.2019. The "
            "tariffs below apply to bills issued from 01.10.2019.",
            ("domestic", "1. Domestic consumers: 0-6 m3 per month a flat charge of KES 204; 7-20 m3 at KES 53 per "
                         "m3; above 20 m3 at KES 64 per m3."),
            ("sewer", "2. Sewerage charge: 75% of the water charge for premises connected to the public sewer."),
            ("kiosk", "3. Water kiosks: KES 0.50 per 20-litre jerrican."),
            ("meter", "4. Meter rent: KES 50 per month for a 1/2 inch meter."),
            ("reconnect", "5. Reconnection after disconnection for arrears: KES 1,000, payable with the arrears "
                          "before service is restored."),
            "Customers are advised to pay through M-Pesa Paybill 884422, quoting the account number.",
        ),
        _version(
            "dev7-ndarugu-tariff-notice-2023-scan", "Water and Sewerage Tariffs - Public Notice", date(2023, 7, 1),
            "NDARUGU VALLEY WATER AND SANITATION COMPANY LTD",
            "PUBLIC NOTICE - REVISED WATER AND SEWERAGE TARIFFS",
            "The Company notifies its customers that the Water Services Regulatory Board approved revised tariffs "
            "on 02.05.2023 (Gazette Notice No. 6127). The revised tariffs apply with effect from the 2023/24 "
            "financial year, to bills issued from 01.07.2023, and supersede the tariffs approved on 15.09.2019.",
            ("domestic", "1. Domestic: 0-6 m3 flat charge KES 270 per month; 7-20 m3 KES 68 per m3; 21-50 m3 "
                         "KES 82 per m3; above 50 m3 KES 95 per m3."),
            ("sewer", "2. Sewerage: 80% of the water charge where the premises are connected to the sewer."),
            ("kiosk", "3. Water kiosks: KES 1.00 per 20-litre jerrican."),
            ("meter", "4. Meter rent is abolished for domestic meters up to 1 inch."),
            ("reconnect", "5. Reconnection fee: KES 1,500 after disconnection for arrears; KES 5,000 where an "
                          "illegal connection was found."),
            "Signed: Managing Director | Stamp: NVWSC Head Office, Mugumo Street | Date: 12.06.2023",
            scanned=True,
        ),
    ),
    questions=(
        _q("Ndarugu water: what do I pay per cubic metre if my household uses 15 units a month?", "domestic"),
        _q("How much is the sewer charge on a Ndarugu Valley water bill?", "sewer"),
        _q("Price of a jerrican of water at a Ndarugu Valley kiosk", "kiosk"),
        _q("Ndarugu Valley Water fee to restore supply after being cut off for unpaid bills", "reconnect"),
        _q("Do Ndarugu Valley customers still pay monthly meter rent?", "meter"),
        _q("What was Ndarugu Valley's domestic water tariff in 2021?", "domestic", date(2021, 12, 31)),
        _q("Ndarugu water meter rent per month in 2020", "meter", date(2020, 6, 30)),
        _q("Reconnection charge at Ndarugu Valley Water in mid-June 2023", "reconnect", date(2023, 6, 15)),
    ),
)


# --- 4. County council casual trading bye-laws: old scan, replacement, two-item amendment (Ireland) -------------

_BALLYCORRIG = RuleFamily(
    family="dev7-ballycorrig-casual-trading",
    phrasing="dev7-en-4",
    language="en",
    folder="municipal",
    author="Ballycorrig County Council",
    versions=(
        _version(
            "dev7-ballycorrig-casual-trading-byelaws-2017-scan", "Casual Trading Bye-Laws 2017", date(2017, 6, 1),
            "BALLYCORRIG COUNTY COUNCIL",
            "CASUAL TRADING BYE-LAWS 2017",
            "Made by the Members of Ballycorrig County Council at the meeting held on the 3rd day of April 2017 "
            "under section 6 of the Casual Trading Act 1995. These Bye-Laws come into operation on the 1st day of "
            "June 2017.",
            ("areas", "3. The designated casual trading areas are Market Square, Ballycorrig (10 bays) and the "
                      "Strand Car Park, Kilmeedy (6 bays)."),
            ("annual", "4. (a) An annual casual trading licence: EUR 1,200 per bay, payable in two equal "
                       "instalments."),
            ("daily", "(b) A casual trading licence for a single day: EUR 40 per bay."),
            ("hours", "5. Casual trading is permitted between 8.00 a.m. and 7.00 p.m. on Fridays and Saturdays "
                      "only."),
            ("size", "6. No stall shall exceed 3 metres by 3 metres."),
            ("event", "7. Traders at an event (fair, festival or race meeting) require an event licence at EUR 150 "
                      "per day."),
            "Dated this 3rd day of April 2017. Cathaoirleach. Chief Executive.",
            scanned=True,
        ),
        _version(
            "dev7-ballycorrig-casual-trading-byelaws-2021", "Casual Trading Bye-Laws 2021", date(2021, 3, 1),
            "BALLYCORRIG COUNTY COUNCIL",
            "CASUAL TRADING BYE-LAWS 2021",
            "1. These Bye-Laws were made by the Members of the Council on the 14th day of December 2020 and come "
            "into operation on the 1st day of March 2021.",
            "2. The Casual Trading Bye-Laws 2017 are revoked with effect from that date.",
            ("areas", "3. Designated casual trading areas: Market Square, Ballycorrig (12 bays); Strand Car Park, "
                      "Kilmeedy (6 bays); Fair Green, Drumnacarra (4 bays)."),
            ("annual", "4. (a) Annual licence: EUR 1,450 per bay, payable in full on grant or in four quarterly "
                       "instalments."),
            ("daily", "(b) Day licence: EUR 50 per bay per day."),
            ("hours", "5. Trading hours: 8.00 a.m. to 8.00 p.m., Thursday to Sunday inclusive."),
            ("size", "6. A stall, including any awning, may occupy no more than 3 metres by 4 metres."),
            ("event", "7. Event licence (fairs, festivals, race meetings): EUR 180 per trading day."),
            "8. A licence holder shall display the licence at the stall at all times while trading.",
        ),
        _version(
            "dev7-ballycorrig-casual-trading-amendment-2025", "Casual Trading (Amendment) Bye-Laws 2025",
            date(2025, 1, 20),
            "BALLYCORRIG COUNTY COUNCIL",
            "CASUAL TRADING (AMENDMENT) BYE-LAWS 2025",
            "Made on the 11th day of November 2024; in operation from the 20th day of January 2025. The Casual "
            "Trading Bye-Laws 2021 are amended as follows and otherwise continue in force.",
            ("daily", "Paragraph 4(b) is deleted and replaced by: '(b) Day licence: EUR 65 per bay per day, or "
                      "EUR 35 per bay for a registered charity.'"),
            ("hours", "Paragraph 5 is amended by the substitution of '7.00 a.m. to 9.00 p.m., every day of the "
                      "week' for '8.00 a.m. to 8.00 p.m., Thursday to Sunday inclusive'."),
            "Dated this 11th day of November 2024.",
        ),
    ),
    questions=(
        _q("How much is a day licence for a casual trading bay in Ballycorrig?", "daily"),
        _q("What hours are casual traders allowed to trade in Ballycorrig county?", "hours"),
        _q("Ballycorrig annual casual trading licence - cost per bay", "annual"),
        _q("Biggest stall footprint allowed for a casual trader in Ballycorrig", "size"),
        _q("Where can you set up as a casual trader in Ballycorrig County?", "areas"),
        _q("Price of a licence to trade at a festival in Ballycorrig", "event"),
        _q("Ballycorrig casual trading: what did a one-day bay licence cost in 2019?", "daily",
           date(2019, 12, 31)),
        _q("In 2018, on which days could you do casual trading in Ballycorrig?", "hours", date(2018, 12, 31)),
        _q("Ballycorrig day licence fee for a market bay in 2023", "daily", date(2023, 12, 31)),
    ),
)


# --- 5. 市发改委 教育局 公办普通高中收费通知，随学年调整，附表列标准 (简体) ----------------------------------------

_QINCHUAN = RuleFamily(
    family="dev7-qinchuan-gaozhong-shoufei",
    phrasing="dev7-zh-1",
    language="zh",
    folder="official/education-zh",
    author="溱川市发展和改革委员会　溱川市教育局",
    versions=(
        _version(
            "dev7-qinchuan-fgjg-2019-28", "关于调整公办普通高中学费和住宿费标准的通知", date(2019, 9, 1),
            "溱川市发展和改革委员会　溱川市教育局文件",
            "溱发改价〔2019〕28号",
            "关于调整公办普通高中学费和住宿费标准的通知",
            "各县（市、区）发展改革局、教育局，市直各学校：",
            "经市人民政府同意，现将公办普通高中学费和住宿费标准调整如下，自2019年秋季学期起执行。",
            "一、学费、住宿费标准见附表。",
            _table(
                "附表：溱川市公办普通高中收费标准",
                ("学校类别", "学费（元/生·学期）", "住宿费（元/生·学期）"),
                ("shifan", ("省级示范性普通高中", "1100", "600")),
                ("shiji", ("市级示范性普通高中", "950", "500")),
                ("qita", ("其他普通高中", "800", "400")),
            ),
            ("jianmian", "二、家庭经济困难学生、建档立卡贫困家庭学生免收学费，住宿费减半收取。"),
            ("gongshi", "三、学校应在校门口醒目位置公示收费项目、标准和投诉电话12358，不得在规定之外收取任何费用。"),
            "溱川市发展和改革委员会　溱川市教育局　2019年7月15日",
        ),
        _version(
            "dev7-qinchuan-fgjg-2022-17", "关于公办普通高中学费住宿费标准的通知", date(2022, 9, 1),
            "溱川市发展和改革委员会　溱川市教育局",
            "溱发改价〔2022〕17号",
            "关于公办普通高中学费住宿费标准的通知",
            "各县（市、区）发展改革局、教育局，市直各学校：",
            "根据普通高中办学成本监审结果，经市人民政府同意，现将有关事项通知如下，自2022—2023学年起执行。"
            "《关于调整公办普通高中学费和住宿费标准的通知》（溱发改价〔2019〕28号）同时废止。",
            "一、学费、住宿费按附表标准收取。",
            _table(
                "附表：收费标准",
                ("类别", "学费", "住宿费（空调宿舍）", "住宿费（普通宿舍）"),
                ("shifan", ("省级示范性普通高中", "1300元/学期", "900元/学期", "650元/学期")),
                ("shiji", ("市级示范性普通高中", "1100元/学期", "800元/学期", "550元/学期")),
                ("qita", ("其他普通高中", "900元/学期", "700元/学期", "450元/学期")),
            ),
            ("jianmian", "二、脱贫家庭学生、最低生活保障家庭学生、特困供养学生及残疾学生免收学费和住宿费。"),
            ("gongshi", "三、各学校须通过校门口公示栏和学校网站公示收费项目、标准、依据及投诉电话12315，接受社会监督。"),
            "溱川市发展和改革委员会　溱川市教育局　2022年7月8日",
        ),
        _version(
            "dev7-qinchuan-fgjg-2026-9", "关于调整公办普通高中学费标准的通知", date(2026, 9, 1),
            "溱川市发展和改革委员会　溱川市教育局",
            "溱发改价〔2026〕9号",
            "关于调整公办普通高中学费标准的通知",
            "各县（市、区）发展改革局、教育局，市直各学校：",
            "经成本监审并召开听证会，市人民政府同意调整公办普通高中收费标准，自2026—2027学年起执行。"
            "溱发改价〔2022〕17号文件执行至2025—2026学年结束。",
            "一、调整后的学费、住宿费标准见附表。",
            _table(
                "附表：溱川市公办普通高中收费标准（2026—2027学年起）",
                ("类别", "学费", "住宿费（空调宿舍）", "住宿费（普通宿舍）"),
                ("shifan", ("省级示范性普通高中", "1500元/学期", "1000元/学期", "700元/学期")),
                ("shiji", ("市级示范性普通高中", "1250元/学期", "880元/学期", "600元/学期")),
                ("qita", ("其他普通高中", "1000元/学期", "760元/学期", "500元/学期")),
            ),
            ("jianmian", "二、脱贫家庭、低保家庭、特困供养及残疾学生继续免收学费和住宿费；烈士子女同样免收。"),
            ("gongshi", "三、学校应在每学期开学前30日公示收费项目和标准，未公示的不得收费。"),
            "溱川市发展和改革委员会　溱川市教育局　2026年5月14日",
        ),
    ),
    questions=(
        _q("溱川市省级示范高中一学期学费多少钱？", "shifan"),
        _q("溱川的普通高中（非示范）住普通宿舍一学期住宿费交多少", "qita"),
        _q("在溱川读市级示范高中，住空调宿舍一个学期要多少钱", "shiji"),
        _q("溱川高中贫困家庭的孩子可以免学费吗", "jianmian"),
        _q("2020年溱川市市级示范高中学费标准", "shiji", date(2020, 10, 1)),
        _q("2021年溱川普通高中对家庭困难学生有什么减免", "jianmian", date(2021, 12, 31)),
        _q("2026年9月开学以后溱川省级示范高中学费涨到多少", "shifan", date(2026, 9, 1)),
        _q("溱川2026—2027学年其他普通高中住宿费标准", "qita", date(2026, 9, 15)),
    ),
)


# --- 6. 生活垃圾处理费：附表核定标准，后一件通知只改其中两项 (简体) ------------------------------------------------

_YUANTING = RuleFamily(
    family="dev7-yuanting-lajichulifei",
    phrasing="dev7-zh-2",
    language="zh",
    folder="official/utility-rules-zh",
    author="沅汀市发展和改革局　沅汀市城市管理局",
    versions=(
        _version(
            "dev7-yuanting-fgj-2019-41", "关于核定城市生活垃圾处理费收费标准的通知", date(2020, 1, 1),
            "沅汀市发展和改革局　沅汀市城市管理局",
            "沅发改〔2019〕41号",
            "关于核定城市生活垃圾处理费收费标准的通知",
            "市自来水公司，各区城市管理局：根据《城市生活垃圾管理办法》等规定，经市政府同意，现将城市生活垃圾处理费"
            "收费标准核定如下：",
            "一、收费标准见附表。",
            _table(
                "附表：城市生活垃圾处理费收费标准",
                ("类别", "计费方式", "收费标准"),
                ("jumin", ("居民家庭", "按户计收", "每户每月8元")),
                ("geti", ("个体工商户", "按户计收", "每户每月30元")),
                ("danwei", ("机关、企事业单位", "按人计收", "每人每月3元")),
                ("canyin", ("餐饮服务单位", "按餐厨垃圾产生量计收", "每吨180元")),
            ),
            ("jiaona", "二、居民家庭生活垃圾处理费随自来水费按月代征；单位按季度缴纳。"),
            ("mianshou", "三、享受城乡最低生活保障待遇的家庭免收生活垃圾处理费。"),
            "四、本通知自2020年1月1日起执行。",
            "沅汀市发展和改革局　沅汀市城市管理局　2019年11月28日",
        ),
        _version(
            "dev7-yuanting-fgj-2023-9", "关于修改城市生活垃圾处理费部分收费标准的通知", date(2023, 4, 1),
            "沅汀市发展和改革局　沅汀市城市管理局",
            "沅发改〔2023〕9号",
            "关于修改城市生活垃圾处理费部分收费标准的通知",
            "经研究，对《关于核定城市生活垃圾处理费收费标准的通知》（沅发改〔2019〕41号）作如下修改，"
            "自2023年4月1日起执行，未修改的内容继续执行：",
            ("canyin", "一、将附表第四项修改为：餐饮服务单位按餐厨垃圾产生量计收，每吨240元，不足1吨按1吨计。"),
            ("jiaona", "二、第二项中“单位按季度缴纳”修改为“单位按月缴纳，可委托银行代扣”。"),
            "沅汀市发展和改革局　沅汀市城市管理局　2023年3月6日",
        ),
    ),
    questions=(
        _q("沅汀市饭店的餐厨垃圾处理费一吨收多少？", "canyin"),
        _q("沅汀的单位交生活垃圾处理费是按月还是按季度？", "jiaona"),
        _q("沅汀市居民家里每个月交多少垃圾处理费", "jumin"),
        _q("在沅汀开个体小店，垃圾处理费每月多少钱", "geti"),
        _q("沅汀市机关事业单位垃圾费怎么算", "danwei"),
        _q("沅汀低保户还用交垃圾处理费吗", "mianshou"),
        _q("2021年沅汀市餐饮店餐厨垃圾处理费标准", "canyin", date(2021, 12, 31)),
        _q("2022年沅汀企业的垃圾处理费多久缴一次", "jiaona", date(2022, 12, 31)),
    ),
)


# --- 7. 县发改局 景区门票价格，旺季起执行，现行文件为扫描件 (简体) -------------------------------------------------

_QINGLUAN = RuleFamily(
    family="dev7-qingluanshan-menpiao",
    phrasing="dev7-zh-3",
    language="zh",
    folder="official/tourism-zh",
    author="崟阳县发展和改革局",
    versions=(
        _version(
            "dev7-yinyang-fgjj-2018-15", "关于核定青峦山风景区门票价格的批复", date(2018, 5, 1),
            "崟阳县发展和改革局",
            "崟发改价〔2018〕15号",
            "关于核定青峦山风景区门票价格的批复",
            "青峦山风景区管理处：你处《关于核定青峦山风景区门票价格的请示》收悉。经成本监审和价格听证，现批复如下：",
            ("wangji", "一、旺季（每年4月1日至10月31日）门票价格为每人次90元。"),
            ("danji", "二、淡季（每年11月1日至次年3月31日）门票价格为每人次60元。"),
            ("mianpiao", "三、6周岁（含）以下或身高1.2米（含）以下儿童、70周岁以上老年人、现役军人、残疾人凭有效证件免票。"),
            ("banpiao", "四、6周岁以上18周岁以下未成年人、全日制大学本科及以下学历学生、60至69周岁老年人凭有效证件"
                        "购买半价票。"),
            ("suodao", "五、索道单程每人次40元，往返70元，游客自愿选择乘坐。"),
            "上述价格自2018年5月1日起执行。",
            "崟阳县发展和改革局　2018年4月12日",
        ),
        _version(
            "dev7-yinyang-fgjj-2024-7-scan", "关于调整青峦山风景区门票价格的通知", date(2024, 4, 1),
            "崟阳县发展和改革局",
            "崟发改价〔2024〕7号",
            "关于调整青峦山风景区门票价格的通知",
            "县文化和旅游局、青峦山风景区管理处：",
            "为落实国有景区门票降价政策，经县人民政府同意，现就调整青峦山风景区门票价格有关事项通知如下：",
            ("wangji", "一、旺季（4月1日至10月31日）门票价格由每人次90元降为每人次75元。"),
            ("danji", "二、淡季（11月1日至次年3月31日）门票价格由每人次60元降为每人次45元。"),
            ("mianpiao", "三、6周岁（含）以下或身高1.4米（含）以下儿童、65周岁以上老年人、现役军人、消防救援人员、"
                         "残疾人凭有效证件免票。"),
            ("banpiao", "四、6周岁以上18周岁以下未成年人、全日制本科及以下学生、60至64周岁老年人凭有效证件享受半价优惠。"),
            ("suodao", "五、索道单程每人次35元，往返60元。"),
            "六、本通知自2024年旺季开始之日起执行。《关于核定青峦山风景区门票价格的批复》（崟发改价〔2018〕15号）"
            "同时不再执行。",
            "崟阳县发展和改革局（印章）　2024年3月8日",
            scanned=True,
        ),
    ),
    questions=(
        _q("青峦山景区现在门票多少钱？打算七月份去", "wangji"),
        _q("冬天去青峦山风景区门票多少", "danji"),
        _q("青峦山坐缆车上山要多少钱", "suodao"),
        _q("66岁的老人去青峦山还要买门票吗", "mianpiao"),
        _q("带读初中的孩子去青峦山能买半价票吗", "banpiao"),
        _q("2019年青峦山风景区旺季门票价格", "wangji", date(2019, 7, 1)),
        _q("2020年冬天去青峦山门票多少钱", "danji", date(2020, 12, 15)),
        _q("2023年青峦山索道往返票价", "suodao", date(2023, 8, 1)),
    ),
)


# --- 8. 体育局 场馆开放服务管理办法：旧版为扫描件，修订版后又以“修改决定”改两条 (简体) -----------------------------

_LUCHUAN = RuleFamily(
    family="dev7-luchuan-tiyuzhongxin",
    phrasing="dev7-zh-4",
    language="zh",
    folder="official/sports-zh",
    author="鹭川市体育局",
    versions=(
        _version(
            "dev7-luchuan-tgui-2018-2-scan", "鹭川市体育中心场馆开放服务管理办法", date(2018, 3, 1),
            "鹭川市体育局",
            "鹭体规〔2018〕2号",
            "鹭川市体育中心场馆开放服务管理办法",
            "第一条　为规范市体育中心场馆向社会开放服务，满足群众健身需求，制定本办法。",
            ("kaifang", "第三条　场馆每周开放不少于35小时，每周一上午闭馆维护。"),
            ("youyong", "第四条　游泳馆门票每人次25元，月卡280元；身高1.3米以下儿童须由成人陪同。"),
            ("yumaoqiu", "第五条　羽毛球场地租用费每片每小时40元，18时以后每片每小时60元。"),
            ("mianfei", "第六条　全民健身日（8月8日）所有场馆免费开放。"),
            ("tuikuan", "第八条　预订场地后需取消的，应提前24小时申请，逾期不予退款。"),
            "第九条　本办法自2018年3月1日起施行。",
            "鹭川市体育局　2018年1月22日",
            scanned=True,
        ),
        _version(
            "dev7-luchuan-tgui-2021-5", "鹭川市体育中心场馆开放服务管理办法（2021年修订）", date(2021, 7, 1),
            "鹭川市体育局",
            "鹭体规〔2021〕5号",
            "鹭川市体育中心场馆开放服务管理办法（2021年修订）",
            "第一条　为规范市体育中心场馆向社会开放服务，满足群众健身需求，制定本办法。",
            ("kaifang", "第三条　场馆每周开放不少于42小时，每周一上午9时至12时闭馆维护，法定节假日正常开放。"),
            ("youyong", "第四条　游泳馆门票每人次30元，月卡320元，年卡2400元；身高1.3米以下儿童须由成人陪同。"),
            ("yumaoqiu", "第五条　羽毛球场地租用费：工作日白天每片每小时45元，工作日18时以后及节假日全天每片每小时70元。"),
            ("mianfei", "第六条　全民健身日（8月8日）及全民健身周期间，所有场馆免费开放；60周岁以上老年人工作日上午"
                        "免费使用健身路径区域。"),
            ("tuikuan", "第八条　预订场地后需取消的，应至少提前12小时通过“鹭川体育”小程序申请，全额退款。"),
            "第十条　本办法自2021年7月1日起施行。2018年1月22日印发的《鹭川市体育中心场馆开放服务管理办法》"
            "（鹭体规〔2018〕2号）同时废止。",
            "鹭川市体育局　2021年6月2日",
        ),
        _version(
            "dev7-luchuan-tgui-2024-8", "关于修改《鹭川市体育中心场馆开放服务管理办法》的决定", date(2025, 1, 1),
            "鹭川市体育局",
            "鹭体规〔2024〕8号",
            "关于修改《鹭川市体育中心场馆开放服务管理办法》的决定",
            "经局党组会议审议，决定对《鹭川市体育中心场馆开放服务管理办法》（鹭体规〔2021〕5号）作如下修改：",
            ("yumaoqiu", "一、将第五条修改为：“第五条　羽毛球场地租用费：工作日18时以前每片每小时50元，18时以后及"
                         "节假日全天每片每小时80元；学生凭学生证工作日18时以前半价。”"),
            ("youyong", "二、第四条中“月卡320元”修改为“月卡350元”。"),
            "本决定自2025年1月1日起施行。《鹭川市体育中心场馆开放服务管理办法》根据本决定作相应修改，重新公布。",
            "鹭川市体育局　2024年11月20日",
        ),
    ),
    questions=(
        _q("鹭川体育中心晚上打羽毛球，一片场地一小时多少钱", "yumaoqiu"),
        _q("鹭川市体育中心游泳馆办月卡现在什么价", "youyong"),
        _q("鹭川体育中心周一开门吗？一周开放多长时间", "kaifang"),
        _q("在鹭川体育中心订了场地临时去不了，能退钱吗", "tuikuan"),
        _q("鹭川体育中心哪些日子可以免费进场锻炼", "mianfei"),
        _q("2019年鹭川体育中心羽毛球场租金", "yumaoqiu", date(2019, 6, 30)),
        _q("2020年鹭川市体育中心游泳一次多少钱", "youyong", date(2020, 7, 1)),
        _q("2023年在鹭川体育中心工作日白天打羽毛球多少钱一小时", "yumaoqiu", date(2023, 5, 1)),
        _q("2018年在鹭川体育中心取消场地预订怎么退款", "tuikuan", date(2018, 12, 31)),
    ),
)


DEV_FAMILIES_7: tuple[RuleFamily, ...] = (
    _KERERU_BAY,
    _PINEGROVE,
    _NDARUGU,
    _BALLYCORRIG,
    _QINCHUAN,
    _YUANTING,
    _QINGLUAN,
    _LUCHUAN,
)
