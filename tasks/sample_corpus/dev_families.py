"""Development rule families: agency, standards-body, hospital, university, port, insurer and tax-office rules.

Ten families (five English, five Chinese) written in the conventions of different jurisdictions (UK statutory
instruments, EU regulations, Indian gazette notifications, a US state tax bulletin, an Australian standard,
mainland-Chinese 公告 / 文件 / GB/T standards and Hong Kong insurance terms). They are used to develop the lineage
rules, so they aim at breadth of wording rather than polish. Format: see families.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, QuestionKind, RuleFamily, RuleQuestion, RuleVersion

__all__ = ["DEV_FAMILIES"]

_EN_FOLDER = "official/agency-rules"
_ZH_FOLDER = "official/agency-rules-zh"
_NOW = REFERENCE_DATE


def _version(slug: str, title: str, in_force_from: date, head: Sequence[str], facts: Mapping[str, str],
             tail: Sequence[str] = ()) -> RuleVersion:
    """One version: header lines, then the fact paragraphs in order, then closing lines."""
    return RuleVersion(slug=slug, title=title, paragraphs=(*head, *facts.values(), *tail),
                       in_force_from=in_force_from, facts=dict(facts))


def _q(query: str, fact: str, as_of: date, kind: QuestionKind) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# --- EN 1: UK harbour dues order (statutory instrument style; made / coming into force; revoked) -------------
_KESTREL_TITLE_2014 = "The Kestrel Harbour (Dues) Order 2014"
_KESTREL = RuleFamily(
    family="dev-kestrel-harbour-dues",
    phrasing="dev-en-1",
    language="en",
    folder=_EN_FOLDER,
    author="Kestrel Harbour Authority",
    versions=(
        _version(
            "dev-kestrel-harbour-dues-2014", _KESTREL_TITLE_2014, date(2014, 3, 14),
            head=(
                "KESTREL HARBOUR AUTHORITY",
                "Made by the Board of the Kestrel Harbour Authority under section 26 of the Harbours Act 1964 "
                "on 14th March 2014.",
                "Enquiries: Harbour Master's Office, Quay House, Kestrel KE1 4HB; telephone 01632 960114.",
            ),
            facts={
                "vessel_dues": "1. Dues on vessels. Dues of £0.42 per gross tonne shall be payable in respect of every "
                               "vessel entering the harbour, unless the vessel is a lifeboat or a vessel of Her "
                               "Majesty's fleet.",
                "pilotage": "2. Pilotage. The charge for each act of pilotage within the harbour limits is £185.",
                "declaration": "3. Declarations. The master of a vessel shall lodge a declaration of tonnage with the "
                               "Harbour Master within 48 hours of arrival.",
                "mooring": "4. Visitor moorings. A visiting leisure craft may occupy a visitor mooring at a charge of "
                           "£18 per night, provided that no craft occupies a visitor mooring for more than 14 "
                           "consecutive nights.",
            },
            tail=("Sealed with the common seal of the Kestrel Harbour Authority. R. A. Pengelly, Clerk to the Board.",),
        ),
        _version(
            "dev-kestrel-harbour-dues-2019", "The Kestrel Harbour (Dues) Order 2019", date(2019, 5, 1),
            head=(
                "STATUTORY INSTRUMENTS 2019 No. 417 — HARBOURS, DOCKS, PIERS AND FERRIES",
                "Made 2nd April 2019. Laid before Parliament 4th April 2019. Coming into force 1st May 2019.",
                "Citation and commencement: This Order may be cited as the Kestrel Harbour (Dues) Order 2019 and "
                "comes into operation on 1st May 2019.",
                f"Revocation: {_KESTREL_TITLE_2014} is revoked.",
            ),
            facts={
                "vessel_dues": "2. Dues on vessels. Dues of £0.51 per gross tonne are payable in respect of every "
                               "vessel entering the harbour, unless the vessel is a lifeboat or a warship.",
                "pilotage": "3. Pilotage. The charge for each act of pilotage within the harbour limits is £210.",
                "declaration": "4. Declarations. The master of a vessel must lodge a declaration of tonnage with the "
                               "Harbour Master within 72 hours of arrival.",
                "mooring": "5. Visitor moorings. The charge for a visitor mooring is £22 per night, provided that no "
                           "craft occupies a visitor mooring for more than 14 consecutive nights without the "
                           "Harbour Master's consent.",
            },
            tail=("Signed by authority of the Secretary of State for Transport. Explanatory Note: this Order "
                  "increases the dues and charges levied by the Kestrel Harbour Authority.",),
        ),
        _version(
            "dev-kestrel-harbour-dues-2025", "The Kestrel Harbour (Dues) Order 2025", date(2027, 4, 1),
            head=(
                "S.I. 2025/1288",
                "Made 20th November 2025. Coming into force 1st April 2027.",
                "1. This Order may be cited as the Kestrel Harbour (Dues) Order 2025 and comes into operation on "
                "the 1st day of April 2027.",
                "2. The Order of 2019 (S.I. 2019/417) is revoked with effect from 1st April 2027.",
            ),
            facts={
                "vessel_dues": "3. Dues of £0.58 per gross tonne are payable in respect of every vessel entering the "
                               "harbour, unless it is a lifeboat, a warship or a vessel in distress.",
                "pilotage": "4. The charge for each act of pilotage within the harbour limits is £240.",
                "declaration": "5. The master of a vessel must lodge a declaration of tonnage with the Harbour Master "
                               "within 24 hours of arrival.",
                "mooring": "6. The charge for a visitor mooring is £26 per night.",
            },
        ),
    ),
    questions=(
        _q("What are the harbour dues per gross tonne at Kestrel?", "vessel_dues", _NOW, "current"),
        _q("How much is a pilotage act at Kestrel Harbour at present?", "pilotage", _NOW, "current"),
        _q("How long does a master have to lodge a tonnage declaration at Kestrel?", "declaration", _NOW,
           "current"),
        _q("What did a visitor mooring cost per night at Kestrel Harbour in 2017?", "mooring", date(2017, 12, 31),
           "historical"),
        _q("What was the pilotage charge at Kestrel on 15 June 2019?", "pilotage", date(2019, 6, 15), "historical"),
        _q("Kestrel harbour dues per tonne in 2015?", "vessel_dues", date(2015, 12, 31), "historical"),
        _q("What will pilotage cost at Kestrel Harbour from 1 April 2027?", "pilotage", date(2027, 4, 1), "future"),
        _q("Tonnage declaration deadline at Kestrel in 2028?", "declaration", date(2028, 12, 31), "future"),
    ),
)


# --- EN 2: EU implementing regulation (done at Brussels; shall apply from; Regulation ... is repealed) ----------
_EAIWS_TITLE = "Fees and charges levied by the European Agency for Inland Waterway Safety"
_EAIWS = RuleFamily(
    family="dev-eu-waterway-agency-fees",
    phrasing="dev-en-2",
    language="en",
    folder=_EN_FOLDER,
    author="European Commission",
    versions=(
        _version(
            "dev-eu-waterway-agency-fees-2014", _EAIWS_TITLE, date(2014, 6, 5),
            head=(
                "COMMISSION REGULATION (EU) No 612/2014",
                "of 5 June 2014",
                "on the fees and charges levied by the European Agency for Inland Waterway Safety",
                "THE EUROPEAN COMMISSION, Having regard to the Treaty on the Functioning of the European Union, "
                "HAS ADOPTED THIS REGULATION:",
            ),
            facts={
                "type_approval_fee": "Article 2. The fee for the issue of a type-approval certificate for an inland "
                                     "vessel engine shall be EUR 3 400.",
                "decision_deadline": "Article 3. The Agency shall decide on an application within 120 days of "
                                     "receipt of a complete file.",
                "sme_share": "Article 4. Applicants which are small or medium-sized enterprises shall pay 60 % of the "
                             "fee, unless the application concerns an engine family already certified by the Agency.",
                "payment_period": "Article 5. Fees shall be paid within 30 days of the date of the invoice.",
            },
            tail=("This Regulation shall be binding in its entirety and directly applicable in all Member States.",
                  "Done at Brussels, 5 June 2014. For the Commission, The President."),
        ),
        _version(
            "dev-eu-waterway-agency-fees-2021", _EAIWS_TITLE, date(2021, 10, 1),
            head=(
                "COMMISSION IMPLEMENTING REGULATION (EU) 2021/1187",
                "of 12 July 2021",
                "on the fees and charges levied by the European Agency for Inland Waterway Safety and repealing "
                "Regulation (EU) No 612/2014",
            ),
            facts={
                "type_approval_fee": "Article 3. The fee for the issue of a type-approval certificate for an inland "
                                     "vessel engine shall be EUR 4 150.",
                "decision_deadline": "Article 4. The Agency shall take a decision within 90 days of receipt of a "
                                     "complete application.",
                "sme_share": "Article 5. Small and medium-sized enterprises shall pay 50 % of the applicable fee.",
                "payment_period": "Article 6. The applicant shall pay the fee within 45 days of the invoice date.",
            },
            tail=(
                "Article 7. Repeal. Regulation (EU) No 612/2014 is repealed. References to the repealed Regulation "
                "shall be construed as references to this Regulation.",
                "Article 8. Entry into force and application. This Regulation shall enter into force on the twentieth "
                "day following that of its publication in the Official Journal of the European Union. It shall apply "
                "from 1 October 2021.",
                "Done at Brussels, 12 July 2021.",
            ),
        ),
        _version(
            "dev-eu-waterway-agency-fees-2026", _EAIWS_TITLE, date(2028, 1, 1),
            head=(
                "COMMISSION IMPLEMENTING REGULATION (EU) 2026/214",
                "of 9 February 2026",
                "on the fees and charges levied by the European Agency for Inland Waterway Safety and repealing "
                "Implementing Regulation (EU) 2021/1187",
            ),
            facts={
                "type_approval_fee": "Article 2. A fee of EUR 4 900 shall be levied for each type-approval "
                                     "certificate for an inland vessel engine.",
                "decision_deadline": "Article 3. The Agency shall decide within 75 days of receipt of a complete "
                                     "application, unless the applicant agrees to an extension.",
                "sme_share": "Article 4. The fee payable by a small or medium-sized enterprise shall be reduced to 40 % "
                             "of the standard fee.",
                "payment_period": "Article 5. Payment shall be made within 60 days of the date of the invoice.",
            },
            tail=(
                "Article 6. Implementing Regulation (EU) 2021/1187 is repealed with effect from 1 January 2028.",
                "Article 7. This Regulation shall enter into force on the twentieth day following that of its "
                "publication in the Official Journal of the European Union. It shall apply from 1 January 2028.",
            ),
        ),
    ),
    questions=(
        _q("What is the fee for a type-approval certificate for an inland vessel engine?", "type_approval_fee", _NOW,
           "current"),
        _q("How long does the waterway safety agency currently have to decide on an application?",
           "decision_deadline", _NOW, "current"),
        _q("What percentage of the agency fee do SMEs pay?", "sme_share", _NOW, "current"),
        _q("What was the engine type-approval fee in 2018?", "type_approval_fee", date(2018, 12, 31), "historical"),
        _q("Within how many days did agency fees have to be paid in 2023?", "payment_period", date(2023, 12, 31),
           "historical"),
        _q("What share of the fee did an SME pay on 1 March 2016?", "sme_share", date(2016, 3, 1), "historical"),
        _q("What will the type-approval fee be from 1 January 2028?", "type_approval_fee", date(2028, 1, 1), "future"),
        _q("Decision deadline for engine type-approval applications in 2029?", "decision_deadline",
           date(2029, 12, 31), "future"),
    ),
)


# --- EN 3: Indian gazette notification (G.S.R. numbers; in supersession of; shall come into force on) ----------
_CLINICAL_TITLE = "The Clinical Establishments (Registration Fees) Rules"
_CLINICAL = RuleFamily(
    family="dev-in-clinical-registration-fees",
    phrasing="dev-en-3",
    language="en",
    folder=_EN_FOLDER,
    author="Ministry of Health and Family Welfare, Government of India",
    versions=(
        _version(
            "dev-in-clinical-registration-fees-2015", _CLINICAL_TITLE, date(2015, 11, 3),
            head=(
                "MINISTRY OF HEALTH AND FAMILY WELFARE (Department of Health Services)",
                "NOTIFICATION",
                "New Delhi, the 3rd day of November, 2015",
                "G.S.R. 812(E).—In exercise of the powers conferred by section 52 of the Clinical Establishments "
                "(Registration and Regulation) Act, the Central Government hereby makes the following rules, "
                "namely:—",
                "1. Short title.—These rules may be called the Clinical Establishments (Registration Fees) Rules, 2015.",
            ),
            facts={
                "provisional_fee": "2. Provisional registration.—The fee for provisional registration of a clinical "
                                   "establishment shall be Rs. 2,000.",
                "renewal_notice": "3. Renewal.—An application for renewal shall be made not less than thirty days "
                                  "before the expiry of the registration.",
                "late_fee": "4. Late fee.—Where an application for renewal is made after the due date, a late fee of "
                            "ten per cent of the registration fee shall be payable: Provided that no late fee shall be "
                            "charged to an establishment owned by the Government.",
                "validity": "5. Validity.—A provisional registration shall remain valid for a period of twelve months.",
            },
            tail=("[F. No. Z-28015/12/2015-H] RAJIV MENON, Jt. Secretary",),
        ),
        _version(
            "dev-in-clinical-registration-fees-2020", _CLINICAL_TITLE, date(2020, 4, 1),
            head=(
                "NOTIFICATION",
                "New Delhi, the 21st January, 2020",
                "G.S.R. 45(E).—In exercise of the powers conferred by section 52 of the Clinical Establishments "
                "(Registration and Regulation) Act, and in supersession of the notification of the Government of India "
                "in the Ministry of Health and Family Welfare number G.S.R. 812(E), dated the 3rd November, 2015, "
                "except as respects things done or omitted to be done before such supersession, the Central "
                "Government hereby makes the following rules, namely:—",
                "1. Short title and commencement.—(1) These rules may be called the Clinical Establishments "
                "(Registration Fees) Rules, 2020. (2) They shall come into force on the 1st day of April, 2020.",
            ),
            facts={
                "provisional_fee": "2. Fee for provisional registration.—A fee of Rs. 5,000 shall be payable for the "
                                   "provisional registration of a clinical establishment.",
                "renewal_notice": "3. Renewal.—An application for renewal shall be made not less than sixty days "
                                  "before the date of expiry of the registration.",
                "late_fee": "4. Late fee.—An application for renewal made after the due date shall be accompanied by a "
                            "late fee of fifteen per cent of the registration fee: Provided that establishments owned "
                            "by the Government shall be exempt from the late fee.",
                "validity": "5. Validity.—A provisional registration shall remain valid for eighteen months from the "
                            "date of its grant.",
            },
            tail=("[F. No. Z-28015/04/2019-H] ANITA DESHPANDE, Jt. Secretary",
                  "Note: The principal rules were published in the Gazette of India, Extraordinary, Part II, Section 3, "
                  "Sub-section (i) vide number G.S.R. 812(E)."),
        ),
    ),
    questions=(
        _q("What is the provisional registration fee for a clinical establishment?", "provisional_fee", _NOW,
           "current"),
        _q("How many days before expiry must a clinical establishment apply for renewal at present?",
           "renewal_notice", _NOW, "current"),
        _q("What late fee applies to a late renewal of clinical establishment registration?", "late_fee", _NOW,
           "current"),
        _q("How long is a provisional registration of a clinical establishment currently valid?", "validity", _NOW,
           "current"),
        _q("What was the provisional registration fee for clinics in 2017?", "provisional_fee", date(2017, 12, 31),
           "historical"),
        _q("What was the late fee for a renewal application on 10 January 2020?", "late_fee", date(2020, 1, 10),
           "historical"),
        _q("How long was a provisional registration valid in 2021?", "validity", date(2021, 12, 31), "historical"),
    ),
)


# --- EN 4: US state tax bulletin (shared identifier TB-17; Rev. 1 / Rev. 2; supersedes; rescinded) ------------
_TB17_TITLE = "Tax Bulletin TB-17: Penalties for Late Filing"
_TB17 = RuleFamily(
    family="dev-us-tax-bulletin-tb17",
    phrasing="dev-en-4",
    language="en",
    folder=_EN_FOLDER,
    author="State Department of Revenue, Office of Tax Policy",
    versions=(
        _version(
            "dev-us-tax-bulletin-tb17", _TB17_TITLE, date(2016, 5, 3),
            head=(
                "Department of Revenue — Office of Tax Policy",
                "TB-17",
                "Issued: May 3, 2016",
                "Questions about this bulletin may be directed to Taxpayer Services at (555) 010-4417.",
            ),
            facts={
                "late_filing_rate": "Late filing penalty. A return filed after its due date is subject to a penalty "
                                    "of 5% of the unpaid tax for each month or part of a month the return is late, up "
                                    "to a maximum of 25%.",
                "minimum_penalty": "Minimum penalty. The minimum late filing penalty is $50, unless the tax due on the "
                                   "return is less than $50.",
                "extension": "Extensions. An automatic six-month extension to file is granted if the taxpayer has "
                             "paid at least 90% of the tax due by the original due date.",
                "waiver_window": "Penalty waiver. A request for waiver of a penalty must be filed within 60 days of "
                                 "the date of the penalty notice.",
            },
        ),
        _version(
            "dev-us-tax-bulletin-tb17-rev1", _TB17_TITLE, date(2021, 1, 1),
            head=(
                "TB-17 (Rev. 1)",
                "Issued: September 14, 2020",
                "Effective: January 1, 2021",
                "This revision supersedes TB-17 issued May 3, 2016.",
            ),
            facts={
                "late_filing_rate": "Late filing penalty. The penalty for a late return is 6% of the unpaid tax per "
                                    "month or partial month, not to exceed 30%.",
                "minimum_penalty": "Minimum penalty. The minimum penalty for a late return is $75 or 100% of the tax "
                                   "due, whichever is less.",
                "extension": "Extensions. A taxpayer who has paid at least 80% of the tax due by the original due "
                             "date receives an automatic six-month extension to file.",
                "waiver_window": "Penalty waiver. Waiver requests must be received within 90 days after the date of "
                                 "the penalty notice.",
            },
            tail=("For more information, visit the Department's website or call (555) 010-4417.",),
        ),
        _version(
            "dev-us-tax-bulletin-tb17-rev2", _TB17_TITLE, date(2024, 7, 1),
            head=(
                "TB-17 (Rev. 2)",
                "Date of issue: November 8th 2023",
                "Effective date: July 1, 2024",
                "TB-17 (Rev. 1) is rescinded as of the effective date of this bulletin.",
            ),
            facts={
                "late_filing_rate": "Late filing penalty. A late return is subject to a penalty of 4% of the unpaid "
                                    "tax for each month or part of a month, up to a maximum of 20%.",
                "minimum_penalty": "Minimum penalty. The minimum late filing penalty is $100, unless the tax due is "
                                   "less than $100.",
                "extension": "Extensions. The automatic six-month extension applies only if at least 85% of the tax "
                             "due was paid by the original due date.",
                "waiver_window": "Penalty waiver. You must request a waiver within 45 days of the date on the "
                                 "penalty notice.",
            },
            tail=("Approved: Director, Office of Tax Policy.",),
        ),
    ),
    questions=(
        _q("What is the minimum late filing penalty?", "minimum_penalty", _NOW, "current"),
        _q("How long do I have to request a penalty waiver currently?", "waiver_window", _NOW, "current"),
        _q("What is the monthly late filing penalty rate in force now?", "late_filing_rate", _NOW, "current"),
        _q("What was the late filing penalty rate in 2018?", "late_filing_rate", date(2018, 12, 31), "historical"),
        _q("What was the minimum penalty for filing late in 2022?", "minimum_penalty", date(2022, 12, 31),
           "historical"),
        _q("How much tax did I need to have paid to get an automatic extension on March 1, 2021?", "extension",
           date(2021, 3, 1), "historical"),
        _q("What was the deadline to ask for a penalty waiver on 10 December 2020?", "waiver_window",
           date(2020, 12, 10), "historical"),
    ),
)


# --- EN 5: Australian standard (AS NNNN:YYYY; editions; supersedes; future mandatory compliance date) ---------
_POOL_TITLE = "Public swimming pools — Water quality"
_POOLS = RuleFamily(
    family="dev-as-pool-water-quality",
    phrasing="dev-en-5",
    language="en",
    folder=_EN_FOLDER,
    author="Standards Australia",
    versions=(
        _version(
            "dev-as-pool-water-quality-2012", _POOL_TITLE, date(2012, 9, 3),
            head=(
                "AS 5817:2012",
                "Australian Standard®",
                "This Standard was prepared by Committee CS-081, Aquatic Facilities. It was approved on behalf of the "
                "Council of Standards Australia.",
                "Published on 3 September 2012.",
            ),
            facts={
                "free_chlorine": "4.2 Free chlorine. The free chlorine concentration in an outdoor pool shall be "
                                 "maintained at not less than 1.0 mg/L, unless the pool is stabilised with cyanuric "
                                 "acid.",
                "ph_range": "4.3 pH. The pH of pool water shall be maintained between 7.2 and 7.8.",
                "test_interval": "5.1 Testing frequency. Free chlorine and pH shall be tested at intervals not "
                                 "exceeding 4 hours during opening hours.",
                "turbidity": "5.4 Clarity. The turbidity of pool water shall not exceed 1.0 NTU.",
            },
        ),
        _version(
            "dev-as-pool-water-quality-2019", _POOL_TITLE, date(2019, 5, 3),
            head=(
                "AS 5817:2019",
                "Second edition",
                "Published on 2019-05-03.",
                "This edition supersedes AS 5817:2012.",
                "PREFACE — The objective of this revision is to align disinfection and monitoring requirements with "
                "current health department guidelines.",
            ),
            facts={
                "free_chlorine": "4.2 Free chlorine. Outdoor pools shall maintain a free chlorine concentration of "
                                 "not less than 1.5 mg/L, unless stabilised with cyanuric acid.",
                "ph_range": "4.3 pH. Pool water pH shall be kept within the range 7.2 to 7.6.",
                "test_interval": "5.1 Testing frequency. Free chlorine and pH shall be tested at least every 3 hours "
                                 "while the pool is open to bathers.",
                "turbidity": "5.4 Clarity. Turbidity shall not exceed 0.5 NTU at any sampling point.",
            },
        ),
        _version(
            "dev-as-pool-water-quality-2025", _POOL_TITLE, date(2027, 7, 1),
            head=(
                "AS 5817:2025",
                "Third edition — Published 12 December 2025",
                "This third edition cancels and replaces the second edition (AS 5817:2019).",
                "Mandatory compliance for regulated public pools applies from 1 July 2027; until that date "
                "AS 5817:2019 continues to apply.",
            ),
            facts={
                "free_chlorine": "4.2 Free chlorine. The free chlorine concentration in an outdoor pool shall be not "
                                 "less than 2.0 mg/L at all times during opening hours.",
                "ph_range": "4.3 pH. The pH shall be maintained between 7.0 and 7.6.",
                "test_interval": "5.1 Testing frequency. Free chlorine and pH shall be tested every 2 hours during "
                                 "opening hours, provided that pools fitted with continuous automatic monitoring "
                                 "need only be tested manually twice a day.",
                "turbidity": "5.4 Clarity. Turbidity shall not exceed 0.3 NTU.",
            },
            tail=("Enquiries: Standards Australia, Sydney NSW 2000.",),
        ),
    ),
    questions=(
        _q("What is the minimum free chlorine level for an outdoor public pool under AS 5817?", "free_chlorine", _NOW,
           "current"),
        _q("What pH range does AS 5817 currently require for public pools?", "ph_range", _NOW, "current"),
        _q("How often must pool chlorine and pH be tested?", "test_interval", _NOW, "current"),
        _q("What free chlorine level did AS 5817 require in 2015?", "free_chlorine", date(2015, 12, 31),
           "historical"),
        _q("What was the maximum turbidity for public pool water in 2021?", "turbidity", date(2021, 12, 31),
           "historical"),
        _q("How often did pool chlorine have to be tested on 1 March 2019?", "test_interval", date(2019, 3, 1),
           "historical"),
        _q("What will the minimum free chlorine level be from 1 July 2027?", "free_chlorine", date(2027, 7, 1),
           "future"),
        _q("pH range required for public pools under AS 5817 in 2028", "ph_range", date(2028, 12, 31), "future"),
    ),
)


# --- ZH 1: 税务局公告（公告2016年第12号；本公告自…起施行；原公告同时废止） -------------------------------------
_LAND_TAX_TITLE = "关于城镇土地使用税税额标准等有关事项的公告"
_LAND_TAX = RuleFamily(
    family="dev-zh-land-use-tax",
    phrasing="dev-zh-1",
    language="zh",
    folder=_ZH_FOLDER,
    author="国家税务总局江川省税务局",
    versions=(
        _version(
            "dev-land-use-tax-2016-zh", _LAND_TAX_TITLE, date(2016, 3, 18),
            head=(
                "江川省地方税务局公告2016年第12号",
                "为规范城镇土地使用税征收管理，根据《中华人民共和国城镇土地使用税暂行条例》及有关规定，现将有关事项"
                "公告如下：",
            ),
            facts={
                "tax_rate": "一、省会城市城区土地，每平方米年税额为12元。",
                "filing_months": "二、城镇土地使用税按年计算、分两期缴纳，纳税人应于每年5月和11月的征期内申报缴纳。",
                "logistics_share": "三、物流企业自有的大宗商品仓储设施用地，减按所属土地等级适用税额标准的50%计征；"
                                   "如仓储设施用地面积不足6000平方米，则按适用税额标准全额计征。",
                "deferral": "四、纳税人因有特殊困难不能按期缴纳税款的，应当在缴纳期限届满前15日内提出延期缴纳申请。",
            },
            tail=("特此公告。", "江川省地方税务局", "2016年3月18日"),
        ),
        _version(
            "dev-land-use-tax-2021-zh", _LAND_TAX_TITLE, date(2021, 5, 1),
            head=(
                "国家税务总局江川省税务局公告2021年第5号",
                "根据《中华人民共和国城镇土地使用税暂行条例》和省人民政府有关调整城镇土地使用税税额标准的决定，现就"
                "有关事项公告如下：",
            ),
            facts={
                "tax_rate": "一、省会城市城区土地年税额标准调整为每平方米15元。",
                "filing_months": "二、城镇土地使用税按年计算，分上、下半年两次缴纳，申报缴纳期限分别为每年4月和10月。",
                "logistics_share": "三、物流企业自有（包括自用和出租）的大宗商品仓储设施用地，减按所属土地等级适用"
                                   "税额标准的40%计征城镇土地使用税，但仓储设施用地面积不足6000平方米的除外。",
                "deferral": "四、纳税人确有特殊困难需要延期缴纳税款的，应当在缴纳期限届满前20日内向主管税务机关提出"
                            "申请。",
            },
            tail=(
                "五、本公告自2021年5月1日起施行。《江川省地方税务局关于城镇土地使用税税额标准等有关事项的公告》"
                "（江川省地方税务局公告2016年第12号）同时废止。",
                "特此公告。",
                "国家税务总局江川省税务局",
                "2021年3月26日",
            ),
        ),
    ),
    questions=(
        _q("省会城市城区城镇土地使用税每平方米年税额是多少？", "tax_rate", _NOW, "current"),
        _q("城镇土地使用税现在在哪两个月申报缴纳？", "filing_months", _NOW, "current"),
        _q("物流企业仓储设施用地目前按适用税额的多少比例计征城镇土地使用税？", "logistics_share", _NOW, "current"),
        _q("申请延期缴纳城镇土地使用税要在期限届满前多少天内提出？", "deferral", _NOW, "current"),
        _q("2018年省会城市城区土地使用税每平方米多少元？", "tax_rate", date(2018, 12, 31), "historical"),
        _q("2021年4月15日时，城镇土地使用税规定在哪两个月申报？", "filing_months", date(2021, 4, 15), "historical"),
        _q("2019年物流企业大宗商品仓储用地减按多少比例征收土地使用税？", "logistics_share", date(2019, 12, 31),
           "historical"),
    ),
)


# --- ZH 2: 国家标准 GB/T（发布/实施日期；代替；未来实施） -----------------------------------------------------
_BUS_TITLE = "城市公共汽电车车辆 乘客区技术要求"
_BUS_STD = RuleFamily(
    family="dev-zh-gbt-bus-passenger-area",
    phrasing="dev-zh-2",
    language="zh",
    folder=_ZH_FOLDER,
    author="国家市场监督管理总局 国家标准化管理委员会",
    versions=(
        _version(
            "dev-gbt-31245-2014-zh", _BUS_TITLE, date(2015, 1, 1),
            head=(
                "中华人民共和国国家标准 GB/T 31245—2014",
                "2014-06-10发布　2015-01-01实施",
                "中华人民共和国国家质量监督检验检疫总局　中国国家标准化管理委员会　发布",
                "前言：本标准按照GB/T 1.1—2009给出的规则起草。本标准由中华人民共和国交通运输部提出并归口。",
            ),
            facts={
                "seat_pitch": "5.1 相邻两排同向座椅的座间距应不小于650 mm。",
                "noise": "5.2 车辆以50 km/h匀速行驶时，乘客区车内噪声应不大于78 dB(A)。",
                "step_height": "5.3 低地板车辆乘客门处第一级踏步高度应不大于360 mm。",
                "wheelchair": "5.4 每辆车应至少设置1个轮椅区，轮椅区长度应不小于1300 mm。",
            },
        ),
        _version(
            "dev-gbt-31245-2021-zh", _BUS_TITLE, date(2022, 3, 1),
            head=(
                "中华人民共和国国家标准 GB/T 31245—2021 代替 GB/T 31245—2014",
                "2021-08-20发布　2022-03-01实施",
                "国家市场监督管理总局　国家标准化管理委员会　发布",
                "前言：本文件代替GB/T 31245—2014《城市公共汽电车车辆 乘客区技术要求》，与GB/T 31245—2014相比，除"
                "结构调整和编辑性改动外，主要技术变化如下：——更改了座间距要求（见5.1）；——更改了车内噪声限值"
                "（见5.2）；——更改了踏步高度和轮椅区要求（见5.3、5.4）。",
            ),
            facts={
                "seat_pitch": "5.1 相邻两排同向座椅的座间距应不小于680 mm。",
                "noise": "5.2 车辆以50 km/h匀速行驶时，乘客区车内噪声应不大于75 dB(A)。",
                "step_height": "5.3 低地板车辆乘客门处第一级踏步高度应不大于340 mm，但具有侧跪功能的车辆在侧跪状态"
                               "下测量的除外。",
                "wheelchair": "5.4 每辆车应至少设置1个轮椅区，轮椅区长度应不小于1400 mm。",
            },
        ),
        _version(
            "dev-gbt-31245-2025-zh", _BUS_TITLE, date(2027, 5, 1),
            head=(
                "GB/T 31245—2025",
                "代替 GB/T 31245—2021",
                "2025-10-31发布",
                "2027-05-01实施",
                "前言：本文件按照GB/T 1.1—2020《标准化工作导则　第1部分：标准化文件的结构和起草规则》的规定起草。"
                "本文件及其所代替文件的历次版本发布情况为：GB/T 31245—2014；GB/T 31245—2021。",
            ),
            facts={
                "seat_pitch": "5.1 相邻两排同向座椅的座间距应不小于700 mm。",
                "noise": "5.2 车辆以50 km/h匀速行驶时，乘客区车内噪声应不大于72 dB(A)；如为纯电动车辆，则应不大于"
                         "70 dB(A)。",
                "step_height": "5.3 低地板车辆乘客门处第一级踏步高度应不大于320 mm。",
                "wheelchair": "5.4 每辆车应至少设置2个轮椅区，每个轮椅区长度应不小于1500 mm。",
            },
        ),
    ),
    questions=(
        _q("GB/T 31245对公交车乘客区车内噪声的限值是多少？", "noise", _NOW, "current"),
        _q("现行标准要求公交车座间距不小于多少？", "seat_pitch", _NOW, "current"),
        _q("低地板公交车乘客门踏步高度上限是多少？", "step_height", _NOW, "current"),
        _q("2018年公交车乘客区车内噪声要求不大于多少分贝？", "noise", date(2018, 12, 31), "historical"),
        _q("2022年1月10日时公交车轮椅区长度要求是多少？", "wheelchair", date(2022, 1, 10), "historical"),
        _q("2023年公交车座间距要求是多少？", "seat_pitch", date(2023, 12, 31), "historical"),
        _q("2027年5月1日起公交车车内噪声限值是多少？", "noise", date(2027, 5, 1), "future"),
        _q("2028年低地板公交车踏步高度要求不大于多少？", "step_height", date(2028, 12, 31), "future"),
    ),
)


# --- ZH 3: 医院文件（院发文号；中文数字落款日期；修订说明；2017年4月印发的…同时废止） --------------------------
_RECORDS_TITLE = "江州市第一人民医院病案复印服务收费管理规定"
_RECORDS = RuleFamily(
    family="dev-zh-hospital-record-copies",
    phrasing="dev-zh-3",
    language="zh",
    folder=_ZH_FOLDER,
    author="江州市第一人民医院",
    versions=(
        _version(
            "dev-hospital-record-copies-2017-zh", _RECORDS_TITLE, date(2017, 4, 12),
            head=(
                "江州市第一人民医院文件",
                "江一医发〔2017〕8号",
                "为规范病案复印服务，经院长办公会研究，制定本规定，现予印发，请遵照执行。",
            ),
            facts={
                "copy_fee": "第三条　病历资料复印费按每页0.5元收取；出院患者首次复印出院小结免费。",
                "turnaround": "第五条　患者本人申请复印的，病案管理科应在受理后3个工作日内提供，但需经医务科审核的"
                              "死亡病例除外。",
                "postage": "第六条　申请邮寄服务的，邮寄费每件15元，由申请人承担。",
                "certificate": "第七条　每次住院可免费开具诊断证明书2份，超出部分每份收取工本费1元。",
            },
            tail=("江州市第一人民医院", "二〇一七年四月十二日", "（联系人：病案管理科　周敏，电话：0571-88062213）"),
        ),
        _version(
            "dev-hospital-record-copies-2021-zh", _RECORDS_TITLE, date(2021, 7, 1),
            head=(
                "江一医发〔2021〕33号",
                "（2021年修订）",
                "修订说明：根据省医疗服务价格调整文件精神，本次修订调整了病历复印收费标准、办理时限和邮寄费用，经"
                "2021年第9次院长办公会审议通过。",
            ),
            facts={
                "copy_fee": "第三条　病历资料复印费调整为每页0.3元；出院患者首次复印出院小结及病案首页免费。",
                "turnaround": "第五条　患者本人申请复印的，病案管理科应在受理后1个工作日内提供；如需医务科审核，则"
                              "时限顺延2个工作日。",
                "postage": "第六条　邮寄服务费每件20元，由申请人在申请时缴纳。",
                "certificate": "第七条　每次住院可免费开具诊断证明书3份，超出部分每份收取工本费2元。",
            },
            tail=(
                "第十条　本规定自2021年7月1日起施行。2017年4月印发的《江州市第一人民医院病案复印服务收费管理规定》"
                "（江一医发〔2017〕8号）同时废止。",
                "江州市第一人民医院",
                "二〇二一年六月八日",
            ),
        ),
    ),
    questions=(
        _q("第一人民医院复印病历每页多少钱？", "copy_fee", _NOW, "current"),
        _q("现在在江州市第一人民医院申请复印病历多久能拿到？", "turnaround", _NOW, "current"),
        _q("医院病历邮寄费是多少？", "postage", _NOW, "current"),
        _q("目前诊断证明书超出免费份数后每份收多少工本费？", "certificate", _NOW, "current"),
        _q("2019年在江州市第一人民医院复印病历每页收费多少？", "copy_fee", date(2019, 12, 31), "historical"),
        _q("2021年6月20日申请邮寄病历要付多少邮寄费？", "postage", date(2021, 6, 20), "historical"),
        _q("2022年复印病历的办理时限是几个工作日？", "turnaround", date(2022, 12, 31), "historical"),
    ),
)


# --- ZH 4: 高校通知（校发文号；现予印发；按印发日期和文号废止；未来施行；停止执行） --------------------------
_DORM_TITLE = "江州大学学生住宿管理与收费办法"
_DORM = RuleFamily(
    family="dev-zh-university-dormitory",
    phrasing="dev-zh-4",
    language="zh",
    folder=_ZH_FOLDER,
    author="江州大学",
    versions=(
        _version(
            "dev-university-dormitory-2015-zh", _DORM_TITLE, date(2015, 7, 6),
            head=(
                "江大校发〔2015〕45号",
                "关于印发《江州大学学生住宿管理与收费办法》的通知",
                "《江州大学学生住宿管理与收费办法》已经校长办公会审议通过，现予印发，请遵照执行。",
            ),
            facts={
                "room_fee": "第八条　四人间住宿费每生每学年1200元，六人间每生每学年900元。",
                "payment_deadline": "第十条　学生应于每学年开学后15日内缴清住宿费；家庭经济困难学生经学院审核，可申请"
                                    "缓交。",
                "power_quota": "第十四条　每间宿舍每月免费用电额度为30千瓦时，超出部分按0.6元/千瓦时收取。",
                "checkout": "第十六条　毕业生须于离校前3日内办结退宿手续，但经学校批准延期离校的除外。",
            },
            tail=("江州大学", "二〇一五年七月六日", "（学生工作部（处）宿舍管理中心，联系电话：0571-86913025）"),
        ),
        _version(
            "dev-university-dormitory-2019-zh", _DORM_TITLE, date(2019, 9, 1),
            head=(
                "江大校发〔2019〕12号",
                "关于印发《江州大学学生住宿管理与收费办法（2019年修订）》的通知",
                "各学院、各部门：经2019年第6次校长办公会审议通过，现将修订后的办法印发给你们，请认真贯彻执行。",
            ),
            facts={
                "room_fee": "第八条　住宿费标准：四人间每生每学年1500元，六人间每生每学年1100元。",
                "payment_deadline": "第十条　住宿费应于每学年开学后20日内缴清。",
                "power_quota": "第十四条　每间宿舍每月免费用电40千瓦时，超出部分按0.6元/千瓦时收费。",
                "checkout": "第十六条　毕业生应于离校前5日内办理退宿手续。",
            },
            tail=(
                "第二十二条　本办法自2019年9月1日起施行。2015年7月6日印发的《江州大学学生住宿管理与收费办法》"
                "（江大校发〔2015〕45号）同时废止。",
                "江州大学",
                "二〇一九年五月三日",
            ),
        ),
        _version(
            "dev-university-dormitory-2025-zh", _DORM_TITLE, date(2027, 9, 1),
            head=(
                "江大校发〔2026〕7号",
                "江州大学学生住宿管理与收费办法（2025年修订）",
                "（2025年12月校长办公会审议通过，经省发展改革委、省教育厅备案）",
            ),
            facts={
                "room_fee": "第八条　四人间住宿费每生每学年1800元，六人间每生每学年1300元。",
                "payment_deadline": "第十条　学生应于每学年开学后30日内缴清住宿费；如申请了国家助学贷款，则可于贷款"
                                    "发放后10日内缴清。",
                "power_quota": "第十四条　每间宿舍每月免费用电额度为50千瓦时。",
                "checkout": "第十六条　毕业生须于离校前7日内办结退宿手续。",
            },
            tail=(
                "第二十三条　本办法自2027年9月1日起施行，原《江州大学学生住宿管理与收费办法（2019年修订）》"
                "（江大校发〔2019〕12号）同时停止执行。",
                "江州大学",
                "二〇二六年三月十六日",
            ),
        ),
    ),
    questions=(
        _q("江州大学四人间住宿费一年多少钱？", "room_fee", _NOW, "current"),
        _q("住宿费要在开学后多少天内交清？", "payment_deadline", _NOW, "current"),
        _q("宿舍每月免费用电额度现在是多少？", "power_quota", _NOW, "current"),
        _q("2017年江州大学四人间住宿费是多少？", "room_fee", date(2017, 12, 31), "historical"),
        _q("2021年宿舍每月免费用电额度是多少千瓦时？", "power_quota", date(2021, 12, 31), "historical"),
        _q("2019年3月1日时毕业生需要在离校前几天办结退宿？", "checkout", date(2019, 3, 1), "historical"),
        _q("2027年9月1日起四人间住宿费调整为多少？", "room_fee", date(2027, 9, 1), "future"),
        _q("2028年住宿费缴费期限是开学后几天？", "payment_deadline", date(2028, 12, 31), "future"),
    ),
)


# --- ZH 5: 香港保險條款（繁體；第一版／第二版；第2號修訂；取代；適用於…或之後簽發之保單） -----------------------
_TRAVEL_TITLE = "安信保險有限公司　旅遊保險保單條款"
_TRAVEL = RuleFamily(
    family="dev-zh-hk-travel-insurance",
    phrasing="dev-zh-5",
    language="zh",
    folder=_ZH_FOLDER,
    author="安信保險有限公司",
    versions=(
        _version(
            "dev-hk-travel-insurance-2016-zh", _TRAVEL_TITLE, date(2016, 3, 18),
            head=(
                "保單條款編號：TRV-PW-01（第一版）",
                "本條款於2016年3月18日刊發。",
                "安信保險有限公司（於香港註冊成立之有限公司）受保險業監管局授權及規管。",
            ),
            facts={
                "medical_limit": "第3條　醫療費用：每名受保人每次旅程之醫療費用最高賠償額為港幣500,000元。",
                "baggage_delay": "第5條　行李延誤：行李延誤超過6小時，每滿6小時賠償港幣500元，最高賠償港幣2,000元。",
                "claim_window": "第9條　索償期限：受保人須於旅程結束後30日內提交索償申請，惟受保人因住院而未能如期"
                                "提交者除外。",
                "excess": "第10條　自負額：每宗醫療索償之自負額為港幣300元。",
            },
            tail=("客戶服務熱線：(852) 2866 1088",),
        ),
        _version(
            "dev-hk-travel-insurance-2020-zh", _TRAVEL_TITLE, date(2020, 7, 1),
            head=(
                "保單條款編號：TRV-PW-01（第二版，2020年版）",
                "刊發日期：2020年5月15日",
                "生效日期：本版條款適用於2020年7月1日或之後簽發或續保之保單。",
                "本版取代2016年3月刊發之第一版保單條款。",
            ),
            facts={
                "medical_limit": "第3條　醫療費用：每名受保人每次旅程之醫療費用最高賠償額為港幣800,000元。",
                "baggage_delay": "第5條　行李延誤：行李延誤超過8小時，每滿8小時賠償港幣600元，最高賠償港幣2,400元。",
                "claim_window": "第9條　索償期限：受保人須於旅程結束後60日內提交索償申請。",
                "excess": "第10條　自負額：每宗醫療索償之自負額為港幣500元。",
            },
            tail=("如中英文版本有任何歧異，概以英文版本為準。",),
        ),
        _version(
            "dev-hk-travel-insurance-2023-zh", _TRAVEL_TITLE, date(2023, 10, 1),
            head=(
                "保單條款編號：TRV-PW-01（第二版）第2號修訂",
                "刊發日期：2023年8月1日",
                "本修訂本綜合第二版及第1號修訂之條文，並取代之，自二〇二三年十月一日起生效。",
            ),
            facts={
                "medical_limit": "第3條　醫療費用：每名受保人每次旅程之醫療費用最高賠償額為港幣1,000,000元。",
                "baggage_delay": "第5條　行李延誤：行李延誤超過6小時，每滿6小時賠償港幣600元，最高賠償港幣3,000元。",
                "claim_window": "第9條　索償期限：受保人須於旅程結束後90日內提交索償申請；如受保人於旅程中身故，"
                                "則其遺產代理人可於180日內提交。",
                "excess": "第10條　自負額：每宗醫療索償之自負額為港幣250元，惟於香港境外住院者不設自負額。",
            },
            tail=("安信保險有限公司　香港灣仔港灣道18號", "客戶服務熱線：(852) 2866 1088"),
        ),
    ),
    questions=(
        _q("旅遊保險醫療費用最高賠償額是多少？", "medical_limit", _NOW, "current"),
        _q("行李延誤而家點賠償？", "baggage_delay", _NOW, "current"),
        _q("旅程結束後幾多日內要提交索償？", "claim_window", _NOW, "current"),
        _q("目前醫療索償的自負額是多少？", "excess", _NOW, "current"),
        _q("2018年旅遊保單的醫療費用最高賠償額是多少？", "medical_limit", date(2018, 12, 31), "historical"),
        _q("2021年索償期限是旅程結束後幾多日？", "claim_window", date(2021, 12, 31), "historical"),
        _q("2020年6月15日行李延誤賠償標準是怎樣？", "baggage_delay", date(2020, 6, 15), "historical"),
        _q("2024年醫療索償自負額是多少？", "excess", date(2024, 12, 31), "historical"),
    ),
)


DEV_FAMILIES: tuple[RuleFamily, ...] = (_KESTREL, _EAIWS, _CLINICAL, _TB17, _POOLS,
                                        _LAND_TAX, _BUS_STD, _RECORDS, _DORM, _TRAVEL)
