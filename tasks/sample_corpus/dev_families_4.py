"""Dev rule families, batch 4: published company policies and terms, NGO and university rules abroad, sports
federation policies; in Chinese, 集团公司/子公司 internal rules, 行业协会自律规范, 高校研究生院规定 (Hong Kong, 繁體),
医院护理部制度 and 社區管理委員會公告 (Taiwan, 繁體).

Each family is written in its own phrasing ("dev4-en-N" / "dev4-zh-N"); see families.py for the format.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from tasks.sample_corpus.families import RuleFamily, RuleQuestion, RuleVersion

REFERENCE_DATE = date(2026, 6, 1)

_EN_FOLDER = "official/policy-docs"
_ZH_FOLDER = "official/policy-docs-zh"


def _version(slug: str, title: str, in_force_from: date, head: Sequence[str], facts: Mapping[str, str],
             tail: Sequence[str] = ()) -> RuleVersion:
    """A one-page version: header lines, then one paragraph per fact, then closing lines."""
    return RuleVersion(slug=slug, title=title, paragraphs=(*head, *facts.values(), *tail),
                       in_force_from=in_force_from, facts=dict(facts))


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query, fact, REFERENCE_DATE, "current")


def _in_year(query: str, fact: str, year: int) -> RuleQuestion:
    return RuleQuestion(query, fact, date(year, 12, 31), "historical")


def _on(query: str, fact: str, day: date) -> RuleQuestion:
    return RuleQuestion(query, fact, day, "historical")


def _from(query: str, fact: str, day: date) -> RuleQuestion:
    return RuleQuestion(query, fact, day, "future")


# --- English -------------------------------------------------------------------------------------------------------

_HARBOURLINE_TITLE = "Returns and Refunds Policy"

_HARBOURLINE = RuleFamily(
    family="dev4-harbourline-refunds",
    phrasing="dev4-en-1",
    language="en",
    folder=_EN_FOLDER,
    author="Harbourline Outfitters Ltd",
    versions=(
        _version(
            "dev4-harbourline-refunds-2019", _HARBOURLINE_TITLE, date(2019, 5, 1),
            head=(
                "Harbourline Outfitters Ltd — Customer Service Policy CS-POL-07",
                "Published: May 2019",
                "Policy owner: Head of Customer Operations. Questions about this policy can be sent to "
                "returns@harbourline.example.",
            ),
            facts={
                "window": "1. Return window. Unworn items with their tags attached may be returned within 30 days "
                          "of delivery for a full refund.",
                "restocking": "2. Restocking fee. A restocking fee of 10% of the item price is deducted from refunds "
                              "on opened electronics, unless the item was faulty on arrival.",
                "timing": "3. Refund timing. Approved refunds are paid to the original payment method within 14 "
                          "days of the returned item reaching our warehouse.",
                "postage": "4. Return postage. The customer pays the cost of return postage, except where we sent "
                           "the wrong item.",
            },
            tail=("Nothing in this policy affects your statutory rights.",),
        ),
        _version(
            "dev4-harbourline-refunds-v2", _HARBOURLINE_TITLE, date(2022, 9, 1),
            head=(
                "Harbourline Outfitters Ltd — Customer Service Policy CS-POL-07 (Version 2)",
                "Effective date: 1 September 2022",
                "This policy replaces all previous versions of CS-POL-07, including the version published in "
                "May 2019.",
                "Approved by the Executive Committee on 18 July 2022. Policy owner: Head of Customer Operations.",
            ),
            facts={
                "window": "1. Return window. Unworn items with their tags attached may be returned within 60 days "
                          "of delivery for a full refund.",
                "restocking": "2. Restocking fee. Opened electronics carry a restocking fee of 15% of the item "
                              "price; no fee applies to unopened items or to items that were faulty on arrival.",
                "timing": "3. Refund timing. We pay approved refunds to the original payment method within 7 "
                          "working days of the return being checked in at our warehouse.",
                "postage": "4. Return postage. Returns are free for orders over £40; for smaller orders a £3.95 "
                           "return label charge is deducted from the refund, unless we sent the wrong or a faulty "
                           "item.",
            },
            tail=("Nothing in this policy affects your statutory rights. Contact: returns@harbourline.example.",),
        ),
    ),
    questions=(
        _now("How many days do I have to return an item to Harbourline?", "window"),
        _now("What restocking fee does Harbourline charge on opened electronics?", "restocking"),
        _now("How long does Harbourline currently take to pay a refund?", "timing"),
        _now("Who pays for return postage under Harbourline's refund policy at present?", "postage"),
        _in_year("What was Harbourline's return window in 2020?", "window", 2020),
        _in_year("What restocking fee applied to opened electronics at Harbourline in 2021?", "restocking", 2021),
        _on("On 14 August 2022, how quickly did Harbourline have to refund a returned item?", "timing",
            date(2022, 8, 14)),
    ),
)

_NORTHWIND_TITLE = "Service Level Agreement: Service Credit Schedule"

_NORTHWIND = RuleFamily(
    family="dev4-northwind-sla",
    phrasing="dev4-en-2",
    language="en",
    folder=_EN_FOLDER,
    author="Northwind Cloud Services Inc.",
    versions=(
        _version(
            "dev4-northwind-sla-v1", _NORTHWIND_TITLE, date(2017, 1, 12),
            head=(
                "Northwind Cloud Services Inc. — Document SLA-3",
                "v1 — issued 12 January 2017",
                "Covered services: Northwind Compute and Northwind Object Storage.",
            ),
            facts={
                "uptime": "Monthly Uptime Commitment. Northwind will use commercially reasonable efforts to make "
                          "each covered service available with a Monthly Uptime Percentage of at least 99.5%.",
                "credit": "Service Credits. If the Monthly Uptime Percentage falls below the commitment, the "
                          "customer is eligible for a credit of 10% of that month's charges for the affected service.",
                "claim": "Claims. To receive a credit, the customer must submit a claim through the support console "
                         "within 30 days after the end of the month in which the incident occurred.",
                "cap": "Maximum Credit. Service credits for any month shall not exceed 25% of the monthly charges "
                       "for the affected service.",
            },
            tail=("Claims and questions: sla-claims@northwind.example",),
        ),
        _version(
            "dev4-northwind-sla-v2", _NORTHWIND_TITLE, date(2021, 4, 1),
            head=(
                "Northwind Cloud Services Inc. — Document SLA-3",
                "v2 (rev. March 2021)",
                "This revision applies to billing periods starting on or after 1 April 2021 and supersedes SLA-3 "
                "v1 of 12 January 2017.",
                "Covered services: Northwind Compute, Northwind Object Storage and Northwind Managed Databases.",
            ),
            facts={
                "uptime": "Monthly Uptime Commitment. Each covered service will be available with a Monthly Uptime "
                          "Percentage of at least 99.9%.",
                "credit": "Service Credits. The credit is 10% of the month's charges for the affected service when "
                          "uptime is below 99.9% but at least 99.0%, and 25% when uptime is below 99.0%.",
                "claim": "Claims. Claims must be submitted through the support console within 60 days after the end "
                         "of the affected month, with the request IDs or timestamps of the failed requests.",
                "cap": "Maximum Credit. Total service credits for a month are capped at 50% of the monthly charges "
                       "for the affected service.",
            },
            tail=("Claims and questions: sla-claims@northwind.example",),
        ),
        _version(
            "dev4-northwind-sla-v3", _NORTHWIND_TITLE, date(2027, 1, 1),
            head=(
                "Northwind Cloud Services Inc. — Document SLA-3",
                "v3 — approved 20 February 2026",
                "Changes from the previous version: a stricter uptime commitment, a new 100% credit tier and a "
                "shorter claim window.",
                "v3 applies to billing periods beginning on or after 1 January 2027. Until then, v2 (rev. March "
                "2021) continues to apply.",
            ),
            facts={
                "uptime": "Monthly Uptime Commitment. Each covered service will be available with a Monthly Uptime "
                          "Percentage of at least 99.95%.",
                "credit": "Service Credits. The credit is 10% of the month's charges below 99.95%, 25% below 99.0% "
                          "and 100% below 95.0%, provided that the outage was not caused by the customer's own "
                          "configuration.",
                "claim": "Claims. Claims must be submitted through the support console within 45 days after the end "
                         "of the affected month.",
                "cap": "Maximum Credit. Total service credits for a month may not exceed 100% of the monthly charges "
                       "for the affected service.",
            },
            tail=("Claims and questions: sla-claims@northwind.example",),
        ),
    ),
    questions=(
        _now("What uptime does Northwind commit to?", "uptime"),
        _now("What service credit does Northwind currently give when uptime falls below the commitment?",
             "credit"),
        _now("How long do I have to file an SLA credit claim with Northwind?", "claim"),
        _now("What is the cap on Northwind's monthly service credits at present?", "cap"),
        _in_year("What was the maximum service credit under Northwind's SLA in 2019?", "cap", 2019),
        _on("What uptime did Northwind commit to on 15 March 2021?", "uptime", date(2021, 3, 15)),
        _from("What will Northwind's SLA claim deadline be from 1 January 2027?", "claim", date(2027, 1, 1)),
        _from("What service credits will Northwind's SLA give in 2028?", "credit", date(2028, 12, 31)),
    ),
)

_EASTMOOR_TITLE = "Conference Travel Fund: Guidance for Doctoral Researchers"

_EASTMOOR = RuleFamily(
    family="dev4-eastmoor-conference-fund",
    phrasing="dev4-en-3",
    language="en",
    folder=_EN_FOLDER,
    author="University of Eastmoor, Doctoral College",
    versions=(
        _version(
            "dev4-eastmoor-conference-fund-2015", _EASTMOOR_TITLE, date(2015, 10, 14),
            head=(
                "University of Eastmoor — Doctoral College",
                "Reference: DC-GUIDE-04",
                "Approved by the Doctoral College Board, 14 October 2015.",
            ),
            facts={
                "limit": "Each doctoral researcher may receive up to £600 from the Fund over the whole period of "
                         "registration.",
                "notice": "Applications must reach the Doctoral College at least 4 weeks before the conference "
                          "starts.",
                "subsistence": "Subsistence is reimbursed at up to £25 per day on production of receipts.",
            },
            tail=("Enquiries: doctoral.college@eastmoor.example",),
        ),
        _version(
            "dev4-eastmoor-conference-fund-2019", _EASTMOOR_TITLE, date(2019, 5, 3),
            head=(
                "University of Eastmoor — Doctoral College",
                "Reference: DC-GUIDE-04, version 2.0",
                "Approved: 2019-05-03; Next review: 2022-05",
                "Document history: version 1.0, approved 14 October 2015 by the Doctoral College Board, first "
                "issue; version 2.0, approved 3 May 2019 by the Doctoral College Board, replaces version 1.0.",
            ),
            facts={
                "limit": "Each doctoral researcher may receive up to £900 from the Fund over the whole period of "
                         "registration.",
                "notice": "Applications are made through the online form at least 6 weeks before the conference "
                          "starts.",
                "subsistence": "Subsistence is reimbursed at up to £35 per day on production of receipts.",
            },
            tail=("Enquiries: doctoral.college@eastmoor.example",),
        ),
        _version(
            "dev4-eastmoor-conference-fund-2023", _EASTMOOR_TITLE, date(2023, 9, 1),
            head=(
                "University of Eastmoor — Doctoral College",
                "Reference: DC-GUIDE-04, version 3.0",
                "Approved: 2023-06-21; Effective: 1 September 2023; Next review: 2027-06",
                "Document history:",
                "1.0 — 14 October 2015 — first issue",
                "2.0 — 3 May 2019 — higher lifetime limit; online applications",
                "3.0 — 21 June 2023 — annual allowance replaces the lifetime limit; supersedes 2.0 for all "
                "applications received from 1 September 2023",
            ),
            facts={
                "limit": "Each doctoral researcher may receive up to £500 in each academic year, provided that the "
                         "researcher is presenting a paper or poster; attendance-only requests are not funded.",
                "notice": "Applications are made through the online form at least 3 weeks before the conference "
                          "starts.",
                "subsistence": "Subsistence is reimbursed at up to £40 per day; overseas conferences follow the "
                               "University's overseas subsistence rates instead.",
            },
            tail=("Enquiries: doctoral.college@eastmoor.example",),
        ),
    ),
    questions=(
        _now("How much can a doctoral researcher at Eastmoor get from the Conference Travel Fund?", "limit"),
        _now("How far ahead must I apply to the Eastmoor conference fund now?", "notice"),
        _now("What daily subsistence rate does the Eastmoor Doctoral College reimburse?", "subsistence"),
        _in_year("What was the Conference Travel Fund limit at Eastmoor in 2017?", "limit", 2017),
        _in_year("In 2021, how many weeks before a conference did Eastmoor doctoral researchers have to apply?",
                 "notice", 2021),
        _on("What subsistence rate applied on 1 March 2019 for Eastmoor conference trips?", "subsistence",
            date(2019, 3, 1)),
        _in_year("In 2020, how much could a doctoral researcher receive from the Eastmoor fund?", "limit", 2020),
    ),
)

_CLEARWATER_TITLE = "Staff Handbook — Section 9: Home Working"

_CLEARWATER = RuleFamily(
    family="dev4-clearwater-home-working",
    phrasing="dev4-en-4",
    language="en",
    folder=_EN_FOLDER,
    author="Clearwater Relief International",
    versions=(
        _version(
            "dev4-clearwater-home-working-2018", _CLEARWATER_TITLE, date(2018, 7, 2),
            head=(
                "Clearwater Relief International (registered charity)",
                "Issued by Human Resources, 2 July 2018",
                "This section applies to all UK-contracted staff, including fixed-term staff.",
            ),
            facts={
                "allowance": "9.1 Staff who work from home on a regular basis receive a home working allowance of "
                             "£18 per month, paid with salary.",
                "equipment": "9.2 A one-off equipment grant of up to £150 is available for a desk chair or monitor, "
                             "unless equipment has already been supplied by the office.",
                "days": "9.3 Staff may work from home for up to 2 days a week with their line manager's agreement.",
            },
            tail=("Questions about this section should go to hr@clearwater-relief.example.",),
        ),
        _version(
            "dev4-clearwater-home-working-rev2", _CLEARWATER_TITLE, date(2022, 1, 1),
            head=(
                "Clearwater Relief International (registered charity)",
                "Staff Handbook Section 9, Rev. 2",
                "Agreed with the Staff Forum on 15 November 2021 and effective from 1 January 2022.",
                "Rev. 2 supersedes the Section 9 issued by Human Resources in July 2018.",
            ),
            facts={
                "allowance": "9.1 Staff on a hybrid contract receive a home working allowance of £26 per month, paid "
                             "with salary.",
                "equipment": "9.2 A one-off equipment grant of up to £300 is available for a desk, chair or monitor, "
                             "unless equipment has already been supplied by the office.",
                "days": "9.3 Staff may work from home for up to 3 days a week, agreed with their line manager in "
                        "advance.",
            },
            tail=("Questions about this section should go to hr@clearwater-relief.example.",),
        ),
        _version(
            "dev4-clearwater-home-working-rev3", _CLEARWATER_TITLE, date(2027, 7, 1),
            head=(
                "Clearwater Relief International (registered charity)",
                "Staff Handbook Section 9, Rev. 3",
                "Approved by the Board of Trustees on 10 March 2026. Rev. 3 takes effect on 1 July 2027, and from "
                "that date Rev. 2 ceases to have effect.",
                "Why it changed: the 2025 staff survey and the move to a smaller London office.",
            ),
            facts={
                "allowance": "9.1 Staff on a hybrid contract receive a home working allowance of £35 per month, paid "
                             "with salary.",
                "equipment": "9.2 A one-off equipment grant of up to £400 is available for a desk, chair, monitor or "
                             "headset.",
                "days": "9.3 Staff may work from home for up to 4 days a week, provided that they attend the office "
                        "for the monthly team day.",
            },
            tail=("Questions about this section should go to hr@clearwater-relief.example.",),
        ),
    ),
    questions=(
        _now("How much is Clearwater's monthly home working allowance?", "allowance"),
        _now("What equipment grant can Clearwater staff currently claim for working from home?", "equipment"),
        _now("How many days a week can Clearwater staff work from home?", "days"),
        _in_year("What was the Clearwater home working allowance in 2020?", "allowance", 2020),
        _in_year("In 2019, how many home-working days a week were allowed at Clearwater?", "days", 2019),
        _on("What home working equipment grant was available at Clearwater on 20 December 2021?", "equipment",
            date(2021, 12, 20)),
        _from("What will Clearwater's monthly home working allowance be from 1 July 2027?", "allowance",
              date(2027, 7, 1)),
        _from("How many days a week will Clearwater staff be able to work from home in 2028?", "days",
              date(2028, 12, 31)),
    ),
)

_FAC_TITLE = "Member Data Retention Policy"

_FAC = RuleFamily(
    family="dev4-fac-data-retention",
    phrasing="dev4-en-5",
    language="en",
    folder=_EN_FOLDER,
    author="Federation of Amateur Cycling",
    versions=(
        _version(
            "dev4-fac-data-retention-2016", _FAC_TITLE, date(2016, 11, 28),
            head=(
                "Federation of Amateur Cycling — Policy DP-02",
                "First Edition. Adopted by the Board on 28 November 2016.",
                "Data Protection Officer: dpo@fac-cycling.example",
            ),
            facts={
                "members": "Section 3. Records of former members are kept for 6 years after membership lapses and "
                           "are then deleted.",
                "cctv": "Section 4. CCTV footage recorded at the National Velodrome is overwritten after 31 days "
                        "unless it is needed for an investigation.",
                "applicants": "Section 5. Unsuccessful applications for coaching roles are kept for 12 months.",
            },
        ),
        _version(
            "dev4-fac-data-retention-2018", _FAC_TITLE, date(2018, 5, 25),
            head=(
                "Federation of Amateur Cycling — Policy DP-02",
                "Second Edition",
                "This edition comes into force on 25 May 2018. The First Edition of DP-02 (2016) is rescinded "
                "from that date.",
                "Adopted by the Board on 19 April 2018. Data Protection Officer: dpo@fac-cycling.example",
            ),
            facts={
                "members": "Section 3. Records of former members are kept for 2 years after membership lapses, "
                           "unless the member has an unresolved disciplinary case, and are then deleted.",
                "cctv": "Section 4. CCTV footage recorded at the National Velodrome is overwritten after 14 days "
                        "unless it has been requested by the police or by the member concerned.",
                "applicants": "Section 5. Unsuccessful applications for coaching roles are kept for 6 months after "
                              "the recruitment decision.",
            },
            tail=("Requests to access your data: write to the Data Protection Officer; we reply within one month.",),
        ),
    ),
    questions=(
        _now("How long does the cycling federation keep records of former members?", "members"),
        _now("After how many days is velodrome CCTV footage overwritten?", "cctv"),
        _now("How long does the Federation of Amateur Cycling currently keep unsuccessful coaching applications?",
             "applicants"),
        _now("Under the FAC data retention policy in force, when are former members' records deleted?",
             "members"),
        _in_year("How long did the FAC keep former members' records in 2017?", "members", 2017),
        _on("On 10 May 2018, how long was National Velodrome CCTV footage kept?", "cctv", date(2018, 5, 10)),
        _in_year("In 2017 how long were unsuccessful coaching applications retained by the FAC?", "applicants",
                 2017),
    ),
)

# --- Chinese -------------------------------------------------------------------------------------------------------

_YUANHANG_TITLE = "华东远航控股集团有限公司差旅费管理办法"

_YUANHANG = RuleFamily(
    family="dev4-yuanhang-travel-zh",
    phrasing="dev4-zh-1",
    language="zh",
    folder=_ZH_FOLDER,
    author="华东远航控股集团有限公司",
    versions=(
        _version(
            "dev4-yuanhang-travel-2016-zh", _YUANHANG_TITLE, date(2016, 3, 15),
            head=(
                "华东远航控股集团有限公司文件",
                "远航集团发〔2016〕27号",
                "集团各部门、各子公司：现将《华东远航控股集团有限公司差旅费管理办法》印发给你们，请遵照执行。",
            ),
            facts={
                "hotel": "第八条 员工出差住宿费在省会城市每人每晚不超过400元，其他城市每人每晚不超过300元。",
                "meals": "第十条 伙食补助费按出差自然天数计算，每人每天80元。",
                "claim": "第十五条 出差人员应在出差结束后30日内办理报销手续，逾期不予报销。",
            },
            tail=(
                "华东远航控股集团有限公司",
                "2016年3月15日",
                "（联系人：集团财务部 王丽，电话：0571-88001234）",
            ),
        ),
        _version(
            "dev4-yuanhang-travel-2021-zh", _YUANHANG_TITLE, date(2021, 7, 1),
            head=(
                "华东远航控股集团有限公司文件",
                "远航集团发〔2021〕9号",
                "集团各部门、各全资及控股子公司：《华东远航控股集团有限公司差旅费管理办法》已经集团总经理办公会审议通过，"
                "现予印发，请认真贯彻执行。",
            ),
            facts={
                "hotel": "第八条 员工出差住宿费在直辖市及省会城市每人每晚不超过550元，其他城市每人每晚不超过400元。",
                "meals": "第十条 伙食补助费按出差自然天数计算，每人每天100元；接待单位已统一安排用餐的，不再发放伙食补助。",
                "claim": "第十五条 出差人员应在出差结束后15个工作日内办理报销手续；因特殊情况不能按期报销的，"
                         "经分管领导批准可适当延长。",
            },
            tail=(
                "第二十二条 各子公司可参照本办法制定实施细则，但住宿费标准不得高于本办法规定。",
                "第二十三条 本办法由集团财务部负责解释，自2021年7月1日起施行。原《华东远航控股集团有限公司差旅费管理办法》"
                "（远航集团发〔2016〕27号）同时废止。此前规定与本办法不一致的，以本办法为准。",
                "华东远航控股集团有限公司",
                "2021年6月8日",
            ),
        ),
    ),
    questions=(
        _now("远航集团员工出差住宿标准是多少？", "hotel"),
        _now("远航集团出差伙食补助每天多少钱？", "meals"),
        _now("远航集团现行的差旅费报销时限是多久？", "claim"),
        _now("目前远航集团子公司员工去省会城市出差，住宿费每晚最多报多少？", "hotel"),
        _in_year("2018年远航集团出差住宿费标准是多少？", "hotel", 2018),
        _in_year("2020年远航集团的出差伙食补助是每天多少？", "meals", 2020),
        _on("2021年6月20日出差结束，远航集团要求多长时间内报销？", "claim", date(2021, 6, 20)),
    ),
)

_HANGWAN_TITLE = "杭湾市旅游饭店业协会客房预订与取消自律规范"

_HANGWAN = RuleFamily(
    family="dev4-hangwan-hotel-cancellation-zh",
    phrasing="dev4-zh-2",
    language="zh",
    folder=_ZH_FOLDER,
    author="杭湾市旅游饭店业协会",
    versions=(
        _version(
            "dev4-hangwan-hotel-cancellation-2017-zh", _HANGWAN_TITLE, date(2017, 4, 20),
            head=(
                "杭湾市旅游饭店业协会",
                "（2017年4月20日第三届理事会第五次会议审议通过）",
                "第一条 为规范会员单位客房预订和取消行为，维护消费者合法权益和行业公平竞争秩序，制定本规范。",
            ),
            facts={
                "free_cancel": "第四条 会员单位应允许客人在入住日前1天18时前免费取消预订。",
                "penalty": "第五条 客人未按时取消或未入住的，会员单位可收取不超过首晚房费50%的违约金。",
                "complaint": "第九条 会员单位收到预订纠纷投诉后，应在7个工作日内答复投诉人。",
            },
            tail=("第十二条 本规范由杭湾市旅游饭店业协会秘书处负责解释。",),
        ),
        _version(
            "dev4-hangwan-hotel-cancellation-2022-zh", _HANGWAN_TITLE, date(2022, 10, 1),
            head=(
                "杭湾市旅游饭店业协会",
                "（2022年修订）",
                "（2017年4月20日第三届理事会第五次会议审议通过　2022年8月26日第四届会员代表大会第二次会议修订）",
            ),
            facts={
                "free_cancel": "第四条 会员单位应允许客人在入住日当天12时前免费取消预订；但节假日及大型活动期间，"
                               "会员单位事先公示的，可将免费取消时限提前至入住日前2天18时。",
                "penalty": "第五条 客人未按时取消或未入住的，会员单位可收取不超过首晚房费30%的违约金。",
                "complaint": "第九条 会员单位收到预订纠纷投诉后，应在5个工作日内答复投诉人，并抄报协会秘书处。",
            },
            tail=(
                "第十五条 本规范自2022年10月1日起施行。2017年4月20日通过的《杭湾市旅游饭店业协会客房预订与取消自律规范》"
                "同时废止。",
                "协会秘书处电话：0571-86012345",
            ),
        ),
        _version(
            "dev4-hangwan-hotel-cancellation-2027-zh", _HANGWAN_TITLE, date(2027, 1, 1),
            head=(
                "杭湾市旅游饭店业协会",
                "第三版",
                "（2026年3月18日第五届会员代表大会第一次会议修订）",
            ),
            facts={
                "free_cancel": "第四条 会员单位应允许客人在入住日当天18时前免费取消预订。",
                "penalty": "第五条 客人未按时取消或未入住的，会员单位可收取不超过首晚房费20%的违约金。",
                "complaint": "第九条 会员单位收到预订纠纷投诉后，应在3个工作日内答复投诉人，并抄报协会秘书处。",
            },
            tail=(
                "第十六条 本规范自2027年1月1日起施行，代替2022年修订的本规范（第二版）。会员单位应在施行前完成预订系统调整。",
            ),
        ),
    ),
    questions=(
        _now("杭湾饭店协会规定客人最晚什么时候可以免费取消预订？", "free_cancel"),
        _now("在杭湾市订了酒店没入住，最多会被收多少违约金？", "penalty"),
        _now("现行规范要求杭湾酒店多长时间内答复预订投诉？", "complaint"),
        _in_year("2019年在杭湾订酒店没入住，会被收多少违约金？", "penalty", 2019),
        _in_year("2021年杭湾市酒店免费取消预订的时限是什么？", "free_cancel", 2021),
        _from("从2027年1月1日起，杭湾酒店免费取消预订的时限是什么？", "free_cancel", date(2027, 1, 1)),
        _from("2028年杭湾饭店业协会要求会员几个工作日内答复投诉？", "complaint", date(2028, 12, 31)),
    ),
)

_DONGLING_TITLE = "研究式研究生課程論文提交延期規則"

_DONGLING = RuleFamily(
    family="dev4-dongling-thesis-extension-zh",
    phrasing="dev4-zh-3",
    language="zh",
    folder=_ZH_FOLDER,
    author="東嶺大學研究生院",
    versions=(
        _version(
            "dev4-dongling-thesis-extension-2014-zh", _DONGLING_TITLE, date(2014, 8, 1),
            head=(
                "東嶺大學研究生院",
                "版本號：V1.0",
                "2014年8月發布",
                "本規則適用於修讀哲學碩士及哲學博士課程的全日制及兼讀制學生。",
            ),
            facts={
                "max_extension": "一、學生因病或其他合理原因未能如期提交論文，可申請延期，累計延期最長為6個月。",
                "lead_time": "二、延期申請須於原定提交期限前最少4星期，經導師及學系研究生委員會同意後送交研究生院。",
                "fee": "三、獲批延期的學生須按月繳交延期註冊費，每月港幣1,500元。",
            },
            tail=("查詢：研究生院學務組（電話：2888 6000；電郵：gs-enquiry@dongling.edu.hk）",),
        ),
        _version(
            "dev4-dongling-thesis-extension-2020-zh", _DONGLING_TITLE, date(2020, 9, 1),
            head=(
                "東嶺大學研究生院",
                "版本號：V2.1",
                "修訂記錄：V1.0（2014年8月）首次發布；V2.0（2019年11月）諮詢稿；V2.1（2020年7月15日）經教務委員會通過，"
                "自2020年9月1日起生效，取代V1.0。",
                "本規則適用於修讀哲學碩士及哲學博士課程的全日制及兼讀制學生。",
            ),
            facts={
                "max_extension": "一、學生因病或其他合理原因未能如期提交論文，可申請延期，累計延期最長為12個月。",
                "lead_time": "二、延期申請須於原定提交期限前最少6星期透過網上系統提出，並附導師意見。",
                "fee": "三、獲批延期的學生須按月繳交延期註冊費，每月港幣2,000元；惟因本人患病並提交醫生證明而獲批延期者，"
                       "可豁免繳費。",
            },
            tail=("查詢：研究生院學務組（電話：2888 6000；電郵：gs-enquiry@dongling.edu.hk）",),
        ),
    ),
    questions=(
        _now("東嶺大學研究生論文最多可以延期多久？", "max_extension"),
        _now("論文延期申請要在提交期限前幾個星期提出？", "lead_time"),
        _now("東嶺大學目前論文延期註冊費每月多少？", "fee"),
        _in_year("2017年東嶺大學論文累計延期最長幾個月？", "max_extension", 2017),
        _in_year("2018年申請論文延期要提前多久？", "lead_time", 2018),
        _on("2020年8月20日獲批論文延期，每月延期註冊費是多少？", "fee", date(2020, 8, 20)),
    ),
)

_BINJIANG_TITLE = "护理人员夜班管理制度"

_BINJIANG = RuleFamily(
    family="dev4-binjiang-nurse-night-shift-zh",
    phrasing="dev4-zh-4",
    language="zh",
    folder=_ZH_FOLDER,
    author="滨江市第一人民医院护理部",
    versions=(
        _version(
            "dev4-binjiang-nurse-night-shift-2018-zh", _BINJIANG_TITLE, date(2018, 1, 10),
            head=(
                "滨江市第一人民医院护理部",
                "制度编号：HL-ZD-012　版本号：V1.0",
                "发布日期：2018年1月10日",
            ),
            facts={
                "allowance": "一、护理人员夜班费按班次发放，大夜班每班100元，小夜班每班60元。",
                "consecutive": "二、护理人员连续夜班原则上不超过4个；确因人员不足需超出的，须报护理部备案。",
                "rest": "三、大夜班下班后应安排休息不少于24小时。",
            },
            tail=("本制度由护理部负责解释。",),
        ),
        _version(
            "dev4-binjiang-nurse-night-shift-2021-zh", _BINJIANG_TITLE, date(2021, 12, 20),
            head=(
                "滨江市第一人民医院护理部",
                "制度编号：HL-ZD-012　版本号：V2.0",
                "印发日期：2021年12月20日（经院长办公会审议通过）",
            ),
            facts={
                "allowance": "一、护理人员夜班费按班次发放，大夜班每班150元，小夜班每班80元。",
                "consecutive": "二、护理人员连续夜班不超过3个；如遇突发公共卫生事件需超出的，由科室护士长报护理部批准。",
                "rest": "三、大夜班下班后应安排休息不少于36小时。",
            },
            tail=("本制度由护理部负责解释，自印发之日起执行，原《护理人员夜班管理制度》（HL-ZD-012 V1.0）作废。",),
        ),
        _version(
            "dev4-binjiang-nurse-night-shift-2027-zh", _BINJIANG_TITLE, date(2027, 1, 1),
            head=(
                "滨江市第一人民医院护理部",
                "制度编号：HL-ZD-012　版本号：V3.0",
                "修订记录：",
                "V1.0　2018年1月10日　首次发布",
                "V2.0　2021年12月20日　提高夜班费标准，缩短连续夜班",
                "V3.0　2026年4月22日　院长办公会审议通过",
            ),
            facts={
                "allowance": "一、护理人员夜班费按班次发放，大夜班每班200元，小夜班每班100元；春节等法定节假日夜班费按标准的2倍发放。",
                "consecutive": "二、护理人员连续夜班不超过2个，不再设例外情形。",
                "rest": "三、大夜班下班后应安排休息不少于48小时。",
            },
            tail=("本制度自2027年1月1日起执行；执行前仍按V2.0执行，执行之日起V2.0同时废止。本制度由护理部负责解释。",),
        ),
    ),
    questions=(
        _now("滨江一院护士大夜班的夜班费多少钱一个班？", "allowance"),
        _now("滨江市第一人民医院护士最多可以连续上几个夜班？", "consecutive"),
        _now("现在滨江一院护士下大夜班后要休息多久？", "rest"),
        _in_year("2020年滨江一院大夜班夜班费是多少？", "allowance", 2020),
        _in_year("2019年滨江市第一人民医院护理人员连续夜班最多几个？", "consecutive", 2019),
        _from("2027年1月1日起滨江一院大夜班夜班费是多少？", "allowance", date(2027, 1, 1)),
        _from("2028年滨江一院护士下大夜班后至少休息多长时间？", "rest", date(2028, 12, 31)),
    ),
)

_CUIHU_TITLE = "翠湖花園社區停車場管理辦法"

_CUIHU = RuleFamily(
    family="dev4-cuihu-parking-zh",
    phrasing="dev4-zh-5",
    language="zh",
    folder=_ZH_FOLDER,
    author="翠湖花園社區管理委員會",
    versions=(
        _version(
            "dev4-cuihu-parking-2017-zh", _CUIHU_TITLE, date(2017, 6, 5),
            head=(
                "翠湖花園社區管理委員會　公告",
                "發文日期：2017年6月5日",
                "主旨：公告本社區停車場管理辦法，請住戶配合遵守。",
            ),
            facts={
                "fee": "一、機車停車位每月清潔維護費新臺幣200元，汽車停車位每月新臺幣800元。",
                "visitor": "二、訪客車輛限停於B1訪客車位，停放時間不得超過3小時。",
                "towing": "三、違規停放經張貼通知24小時仍未移置者，管委會得委託拖吊，拖吊費新臺幣1,500元由車主負擔。",
            },
            tail=(
                "四、本辦法經管理委員會議通過後公告實施，修正時亦同。",
                "主任委員　林志明",
            ),
        ),
        _version(
            "dev4-cuihu-parking-2021-zh", _CUIHU_TITLE, date(2021, 3, 1),
            head=(
                "翠湖花園社區管理委員會　公告",
                "發文日期：2021年2月18日　發文字號：翠管字第1100012號",
                "主旨：修正本社區停車場管理辦法，自2021年3月1日起施行。",
                "說明：依2021年2月7日第十屆第三次管理委員會議決議辦理；2017年6月5日公告之停車場管理辦法自同日起停止適用。",
            ),
            facts={
                "fee": "一、機車停車位每月清潔維護費新臺幣300元，汽車停車位每月新臺幣1,000元。",
                "visitor": "二、訪客車輛限停於B1訪客車位，停放時間不得超過2小時，並應於警衛室登記車號。",
                "towing": "三、違規停放經張貼通知12小時仍未移置者，管委會得委託拖吊，拖吊費新臺幣2,000元由車主負擔。",
            },
            tail=("主任委員　陳美玲",),
        ),
        _version(
            "dev4-cuihu-parking-2027-zh", _CUIHU_TITLE, date(2027, 1, 1),
            head=(
                "翠湖花園社區管理委員會　公告",
                "發文日期：2026年4月10日　發文字號：翠管字第1150031號",
                "主旨：本社區停車場管理辦法第二次修正，業經2026年3月29日區分所有權人會議決議通過，自2027年1月1日起施行。",
                "說明：配合B2電動車充電位完工啟用，調整停車費用；施行前仍依2021年3月1日施行之辦法辦理。",
            ),
            facts={
                "fee": "一、機車停車位每月清潔維護費新臺幣350元，汽車停車位每月新臺幣1,200元，電動車充電費另計。",
                "visitor": "二、訪客車輛停放時間不得超過4小時，但週六、週日及國定假日以2小時為限。",
                "towing": "三、違規停放經張貼通知12小時仍未移置者，管委會得委託拖吊，拖吊費新臺幣2,500元由車主負擔。",
            },
            tail=("主任委員　陳美玲",),
        ),
    ),
    questions=(
        _now("翠湖花園社區汽車停車位每月要繳多少錢？", "fee"),
        _now("訪客車在翠湖花園社區可以停多久？", "visitor"),
        _now("翠湖花園目前違規停車的拖吊費是多少？", "towing"),
        _in_year("2019年翠湖花園社區汽車位每月清潔維護費多少？", "fee", 2019),
        _in_year("2018年翠湖花園的訪客車位可以停幾小時？", "visitor", 2018),
        _from("2027年1月1日起翠湖花園汽車停車位月費是多少？", "fee", date(2027, 1, 1)),
        _from("2028年翠湖花園社區違規停車的拖吊費是多少？", "towing", date(2028, 12, 31)),
    ),
)

DEV_FAMILIES_4: tuple[RuleFamily, ...] = (
    _HARBOURLINE,
    _NORTHWIND,
    _EASTMOOR,
    _CLEARWATER,
    _FAC,
    _YUANHANG,
    _HANGWAN,
    _DONGLING,
    _BINJIANG,
    _CUIHU,
)
