"""Third development set of versioned rule families (5 English, 5 Chinese), for developing the lineage rules.

Written in the conventions of professional councils' board notices, banks' published tariffs, airports'
conditions of use, court fee orders, customs notices, provincial price bureaus, 住建局 implementing rules,
人社局 pension notices, 海关 announcements and a Hong Kong exchange guidance letter (traditional characters).
Phrasings "dev3-en-1".."dev3-en-5" and "dev3-zh-1".."dev3-zh-5".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from tasks.sample_corpus.families import QuestionKind, RuleFamily, RuleQuestion, RuleVersion

REFERENCE_DATE = date(2026, 6, 1)

_EN_FOLDER = "official/org-rules"
_ZH_FOLDER = "official/org-rules-zh"


def _version(slug: str, title: str, in_force_from: date, header: Sequence[str], facts: Mapping[str, str],
             tail: Sequence[str] = ()) -> RuleVersion:
    """A one-page version: header/statement lines, then one paragraph per fact, then footer lines."""
    paragraphs = (*header, *facts.values(), *tail)
    return RuleVersion(slug=slug, title=title, paragraphs=paragraphs, in_force_from=in_force_from,
                       facts=dict(facts))


def _q(query: str, fact: str, as_of: date = REFERENCE_DATE) -> RuleQuestion:
    kind: QuestionKind = ("current" if as_of == REFERENCE_DATE else
                          "historical" if as_of < REFERENCE_DATE else "future")
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


# --- dev3-en-1: a South African professional council's board notices (gazetted fees) -------------------------

_HERITAGE_TITLE = "Annual Fees and Registration Charges for Heritage Practitioners"

_EN_1 = RuleFamily(
    family="dev3-heritage-council-fees",
    phrasing="dev3-en-1",
    language="en",
    folder=_EN_FOLDER,
    author="Council for the Heritage Practitioners Profession",
    versions=(
        _version(
            "dev3-heritage-fees-bn41-2015", _HERITAGE_TITLE, date(2015, 4, 17),
            ("COUNCIL FOR THE HERITAGE PRACTITIONERS PROFESSION",
             "BOARD NOTICE 41 OF 2015",
             "Published in Government Gazette No. 38712, 17 April 2015",
             "The Council, in terms of section 12(1)(d) of the Heritage Practitioners Profession Act, 2008, "
             "hereby determines the fees set out below."),
            {"annual": "1. Annual fee payable by a Professional Heritage Practitioner: R2 150,00 per annum, "
                       "payable by 31 March of each year.",
             "application": "2. Application for registration (all categories): R1 400,00, non-refundable.",
             "late": "3. Annual fees not received within 60 days of the due date attract a penalty of 10% of the "
                     "outstanding amount, unless the Registrar has approved a payment arrangement.",
             "restoration": "4. Restoration to the register after cancellation for non-payment: R3 000,00 plus "
                            "all arrear fees."},
            ("Enquiries: The Registrar, Private Bag X19, Menlo Park, 0102.",),
        ),
        _version(
            "dev3-heritage-fees-bn118-2020", _HERITAGE_TITLE, date(2021, 4, 1),
            ("COUNCIL FOR THE HERITAGE PRACTITIONERS PROFESSION",
             "BOARD NOTICE 118 OF 2020",
             "Government Gazette No. 43921 of 27 November 2020",
             "This Schedule takes effect on 1 April 2021 and withdraws Board Notice 41 of 2015."),
            {"annual": "1. Annual fee payable by a Professional Heritage Practitioner: R2 890,00 per annum, "
                       "payable by 31 March of each year.",
             "application": "2. Application for registration (all categories): R1 750,00, non-refundable.",
             "late": "3. Annual fees not received within 30 days of the due date attract a penalty of 15% of the "
                     "outstanding amount, unless the Registrar has approved a payment arrangement.",
             "restoration": "4. Restoration to the register after cancellation for non-payment: R3 600,00 plus "
                            "all arrear fees."},
            ("Approved by Council at its meeting of 22 October 2020. Enquiries: registrar@chpp.org.za",),
        ),
        _version(
            "dev3-heritage-fees-bn22-2026", _HERITAGE_TITLE, date(2027, 4, 1),
            ("COUNCIL FOR THE HERITAGE PRACTITIONERS PROFESSION",
             "BOARD NOTICE 22 OF 2026",
             "Government Gazette No. 54108 of 13 February 2026",
             "The fees in this Notice shall apply from 1 April 2027. Board Notice 118 of 2020 is withdrawn with "
             "effect from that date, provided that fees invoiced before 1 April 2027 remain payable at the rates "
             "in that Notice."),
            {"annual": "1. Annual fee payable by a Professional Heritage Practitioner: R3 320,00 per annum, "
                       "payable by 31 March of each year.",
             "application": "2. Application for registration (all categories): R1 980,00, non-refundable.",
             "late": "3. Annual fees not received within 30 days of the due date attract a penalty of 20% of the "
                     "outstanding amount, unless the Registrar has approved a payment arrangement.",
             "restoration": "4. Restoration to the register after cancellation for non-payment: R4 100,00 plus "
                            "all arrear fees."},
            ("Signed: President of the Council. Enquiries: registrar@chpp.org.za",),
        ),
    ),
    questions=(
        _q("What is the annual fee for a Professional Heritage Practitioner?", "annual"),
        _q("How much does it cost to apply for registration with the heritage practitioners council?",
           "application"),
        _q("What penalty currently applies to late payment of annual fees?", "late"),
        _q("What was the restoration fee after cancellation for non-payment in 2018?", "restoration",
           date(2018, 12, 31)),
        _q("What was the registration application fee on 10 June 2022?", "application", date(2022, 6, 10)),
        _q("What will the annual fee for a heritage practitioner be from 1 April 2027?", "annual",
           date(2027, 4, 1)),
        _q("What will the late payment penalty on annual fees be in 2028?", "late", date(2028, 12, 31)),
    ),
)


# --- dev3-en-2: an Irish bank's schedule of fees and charges (numbered versions, footer dates) ---------------

_LIFFEY_TITLE = "Schedule of Fees and Charges – Business Current Accounts"
_LIFFEY_REG = "Liffey Bank DAC is regulated by the Central Bank of Ireland."

_EN_2 = RuleFamily(
    family="dev3-liffey-bank-business-fees",
    phrasing="dev3-en-2",
    language="en",
    folder=_EN_FOLDER,
    author="Liffey Bank DAC",
    versions=(
        _version(
            "dev3-liffey-bca-fees-v3-0", _LIFFEY_TITLE, date(2016, 6, 20),
            ("Liffey Bank DAC",
             "Version 3.0",
             "Published 20 June 2016",
             _LIFFEY_REG),
            {"maintenance": "Account maintenance fee: €18.00 per quarter, waived where the account stays in "
                            "credit by at least €5,000 throughout the quarter.",
             "unpaid": "Unpaid item (cheque or direct debit returned): €12.70 per item.",
             "sepa": "Outgoing SEPA credit transfer via Business Online: €0.20 per transfer.",
             "lodgement": "Cash lodgements over the counter: €0.50 per €100 lodged."},
            ("BCA-TAR | v3.0 | 20/06/2016",),
        ),
        _version(
            "dev3-liffey-bca-fees-v3-1", _LIFFEY_TITLE, date(2019, 10, 14),
            ("Liffey Bank DAC",
             "Version 3.1",
             "Effective Date: Monday, 14 October 2019",
             "We gave customers at least two months' notice of these changes in line with the Consumer "
             "Protection Code.",
             _LIFFEY_REG),
            {"maintenance": "Account maintenance fee: €22.50 per quarter, waived where the account stays in "
                            "credit by at least €5,000 throughout the quarter.",
             "unpaid": "Unpaid item (cheque or direct debit returned): €15.00 per item.",
             "sepa": "Outgoing SEPA credit transfer via Business Online: €0.25 per transfer.",
             "lodgement": "Cash lodgements over the counter: €0.60 per €100 lodged."},
            ("BCA-TAR | v3.1 | 09/08/2019",),
        ),
        _version(
            "dev3-liffey-bca-fees-v3-2", _LIFFEY_TITLE, date(2023, 4, 1),
            ("Liffey Bank DAC",
             "Version 3.2 (supersedes Version 3.1)",
             "Last revised: 2 February 2023",
             "Effective Date: 1 April 2023",
             _LIFFEY_REG),
            {"maintenance": "Account maintenance fee: €25.00 per quarter, waived where the account stays in "
                            "credit by at least €10,000 throughout the quarter.",
             "unpaid": "Unpaid item (cheque or direct debit returned): €10.00 per item.",
             "sepa": "Outgoing SEPA credit transfer via Business Online: no charge.",
             "lodgement": "Cash lodgements over the counter: €0.75 per €100 lodged."},
            ("BCA-TAR | v3.2 | 02/02/2023 | Page 1 of 1",),
        ),
    ),
    questions=(
        _q("What is the quarterly maintenance fee on a Liffey Bank business current account?", "maintenance"),
        _q("How much does Liffey Bank charge for an unpaid direct debit?", "unpaid"),
        _q("Is there currently a charge for SEPA transfers through Business Online?", "sepa"),
        _q("What is the charge for lodging cash at the counter at present?", "lodgement"),
        _q("What was the over-the-counter cash lodgement charge in 2021?", "lodgement", date(2021, 12, 31)),
        _q("What did Liffey Bank charge per outgoing SEPA transfer in 2017?", "sepa", date(2017, 12, 31)),
        _q("What was the business account maintenance fee on 1 March 2020?", "maintenance", date(2020, 3, 1)),
    ),
)


# --- dev3-en-3: a New Zealand regional airport's conditions of use ("operative from", cease to have effect) ---

_WAITAKI_TITLE = "Waitaki Regional Airport – Conditions of Use"

_EN_3 = RuleFamily(
    family="dev3-waitaki-airport-conditions",
    phrasing="dev3-en-3",
    language="en",
    folder=_EN_FOLDER,
    author="Waitaki Regional Airport Limited",
    versions=(
        _version(
            "dev3-waitaki-conditions-2014", _WAITAKI_TITLE, date(2014, 3, 3),
            ("Waitaki Regional Airport Limited",
             "Conditions of Use for aircraft operators, issued by resolution of the Board on 3 March 2014.",
             "These Conditions are made under section 4A of the Airport Authorities Act 1966."),
            {"landing": "4.1 Landing charge: $7.40 (excl. GST) per tonne MTOW, with a minimum charge of $25.00 "
                        "per landing.",
             "psc": "4.3 Passenger services charge: $6.10 (excl. GST) per departing passenger aged 2 years and "
                    "over.",
             "parking": "5.2 Aircraft may park on the apron free of charge for the first 4 hours; thereafter "
                        "$40.00 per 24 hours or part thereof.",
             "interest": "7.1 Invoices are payable by the 20th of the month following invoice; overdue amounts "
                         "bear interest at 1.5% per month."},
            ("Airport Manager: (03) 434 0000 | ops@waitakiairport.co.nz",),
        ),
        _version(
            "dev3-waitaki-conditions-2020", _WAITAKI_TITLE, date(2020, 7, 1),
            ("Waitaki Regional Airport Limited",
             "These Conditions of Use were adopted by the Board on 26 May 2020 and are operative from 1 July "
             "2020. They replace the Conditions of Use issued on 3 March 2014.",
             "Consultation with substantial customers was undertaken between February and April 2020 under "
             "section 4B of the Airport Authorities Act 1966."),
            {"landing": "4.1 Landing charge: $8.95 (excl. GST) per tonne MTOW, with a minimum charge of $30.00 "
                        "per landing.",
             "psc": "4.3 Passenger services charge: $7.85 (excl. GST) per departing passenger aged 2 years and "
                    "over.",
             "parking": "5.2 Aircraft may park on the apron free of charge for the first 3 hours; thereafter "
                        "$55.00 per 24 hours or part thereof.",
             "interest": "7.1 Invoices are payable by the 20th of the month following invoice; overdue amounts "
                         "bear interest at 1.25% per month."},
            ("Airport Manager: (03) 434 0000 | ops@waitakiairport.co.nz",),
        ),
        _version(
            "dev3-waitaki-conditions-2027", _WAITAKI_TITLE, date(2027, 7, 1),
            ("Waitaki Regional Airport Limited",
             "Operative from 1 July 2027",
             "Adopted by the Board on Thursday 16 April 2026 following the 2025–26 pricing consultation. These "
             "Conditions amend and restate the Conditions of Use 2020 as amended on 1 December 2023.",
             "The 2020 Conditions of Use cease to have effect at the close of 30 June 2027."),
            {"landing": "4.1 Landing charge: $10.60 (excl. GST) per tonne MTOW, with a minimum charge of $35.00 "
                        "per landing.",
             "psc": "4.3 Passenger services charge: $9.40 (excl. GST) per departing passenger aged 2 years and "
                    "over.",
             "parking": "5.2 Aircraft may park on the apron free of charge for the first 2 hours; thereafter "
                        "$70.00 per 24 hours or part thereof.",
             "interest": "7.1 Invoices are payable within 14 days of the invoice date; overdue amounts bear "
                         "interest at 1% per month."},
            ("Airport Manager: (03) 434 0000 | ops@waitakiairport.co.nz",),
        ),
    ),
    questions=(
        _q("What is the landing charge per tonne at Waitaki Regional Airport?", "landing"),
        _q("How much is the passenger services charge per departing passenger at Waitaki?", "psc"),
        _q("How long can an aircraft currently park on the apron for free?", "parking"),
        _q("What interest rate applied to overdue airport invoices in 2017?", "interest", date(2017, 12, 31)),
        _q("What was the Waitaki passenger services charge on 20 August 2019?", "psc", date(2019, 8, 20)),
        _q("What will the landing charge per tonne be from 1 July 2027?", "landing", date(2027, 7, 1)),
        _q("How many hours of free apron parking will there be in 2029?", "parking", date(2029, 12, 31)),
    ),
)


# --- dev3-en-4: a Singapore-style court fees order (citation and commencement, revocation, "Made on") --------

_NCT_ACT = "NEIGHBOURHOOD CLAIMS TRIBUNALS ACT (CHAPTER 190B)"
_NCT_POWERS = ("In exercise of the powers conferred by section 42 of the Neighbourhood Claims Tribunals Act, the "
               "Minister for Law makes the following Order:")
_NCT_SIGN = "PERMANENT SECRETARY, MINISTRY OF LAW, SINGAPORE."

_EN_4 = RuleFamily(
    family="dev3-neighbourhood-tribunal-fees",
    phrasing="dev3-en-4",
    language="en",
    folder=_EN_FOLDER,
    author="Ministry of Law",
    versions=(
        _version(
            "dev3-nct-fees-order-2014", "Neighbourhood Claims Tribunals (Fees) Order 2014", date(2014, 5, 9),
            (_NCT_ACT, "No. S 312", _NCT_POWERS),
            {"small": "2.(1) The fee for lodging a claim not exceeding $5,000 is $10.",
             "large": "2.(2) The fee for lodging a claim exceeding $5,000 but not exceeding $20,000 is $50.",
             "adjourn": "3. Where a hearing is adjourned at the request of a party, that party shall pay a fee of "
                        "$20 for each adjournment, unless the Tribunal directs otherwise.",
             "copy": "4. The fee for a certified true copy of any order of a Tribunal is $5 per page."},
            ("Made on 9 May 2014.", _NCT_SIGN),
        ),
        _version(
            "dev3-nct-fees-order-2018", "Neighbourhood Claims Tribunals (Fees) Order 2018", date(2018, 9, 1),
            (_NCT_ACT, "No. S 547", _NCT_POWERS,
             "1. This Order is the Neighbourhood Claims Tribunals (Fees) Order 2018 and comes into operation on "
             "1 September 2018.",
             "5. The Neighbourhood Claims Tribunals (Fees) Order 2014 (G.N. No. S 312/2014) is revoked."),
            {"small": "2.(1) The fee for lodging a claim not exceeding $5,000 is $15.",
             "large": "2.(2) The fee for lodging a claim exceeding $5,000 but not exceeding $20,000 is $75.",
             "adjourn": "3. Where a hearing is adjourned at the request of a party, that party shall pay a fee of "
                        "$30 for each adjournment, unless the Tribunal directs otherwise.",
             "copy": "4. The fee for a certified true copy of any order of a Tribunal is $6 per page."},
            ("Made on 2 August 2018.", _NCT_SIGN),
        ),
        _version(
            "dev3-nct-fees-order-2023", "Neighbourhood Claims Tribunals (Fees) Order 2023", date(2023, 4, 1),
            (_NCT_ACT, "No. S 118", _NCT_POWERS,
             "1. This Order is the Neighbourhood Claims Tribunals (Fees) Order 2023 and comes into operation on "
             "1 April 2023.",
             "5. The Neighbourhood Claims Tribunals (Fees) Order 2018 (G.N. No. S 547/2018) is revoked."),
            {"small": "2.(1) The fee for lodging a claim not exceeding $5,000 is $20.",
             "large": "2.(2) The fee for lodging a claim exceeding $5,000 but not exceeding $20,000 is $100.",
             "adjourn": "3. Where a hearing is adjourned at the request of a party, that party shall pay a fee of "
                        "$40 for each adjournment, unless the Tribunal directs otherwise.",
             "copy": "4. The fee for a certified true copy of any order of a Tribunal is $8 per page."},
            ("Made on 27 February 2023.", _NCT_SIGN),
        ),
    ),
    questions=(
        _q("What is the fee for lodging a neighbourhood claim of $3,000?", "small"),
        _q("How much does it cost to file a $12,000 claim at the Neighbourhood Claims Tribunal?", "large"),
        _q("What adjournment fee is in force at the Neighbourhood Claims Tribunals?", "adjourn"),
        _q("What is the charge per page for a certified copy of a tribunal order now?", "copy"),
        _q("What was the fee for a certified true copy of a tribunal order in 2016?", "copy", date(2016, 12, 31)),
        _q("How much was the filing fee for a claim under $5,000 on 15 March 2019?", "small", date(2019, 3, 15)),
        _q("What was the adjournment fee at the Neighbourhood Claims Tribunals in 2015?", "adjourn",
           date(2015, 12, 31)),
    ),
)


# --- dev3-en-5: Canadian customs notices ("This Notice replaces Customs Notice …", ISO "Date modified") -------

_CBSA_TITLE = "Charges for Customs Services Requested Outside Core Service Hours"
_CBSA = "Canada Border Services Agency"

_EN_5 = RuleFamily(
    family="dev3-cbsa-after-hours-charges",
    phrasing="dev3-en-5",
    language="en",
    folder=_EN_FOLDER,
    author=_CBSA,
    versions=(
        _version(
            "dev3-cbsa-customs-notice-14-021", _CBSA_TITLE, date(2014, 6, 27),
            (_CBSA,
             "Customs Notice 14-021",
             "Ottawa, June 27, 2014",
             "This notice informs importers, carriers and customs brokers of the charges for customs services "
             "requested outside core service hours."),
            {"hourly": "1. The charge is $67.50 per hour, per officer, for each hour or part hour of service.",
             "minimum": "2. A minimum charge of two hours applies to each request.",
             "notice": "3. Requests must be submitted at least 48 hours before the service is required, unless "
                       "the delay results from circumstances beyond the requester's control.",
             "cancel": "4. Requests cancelled with less than 24 hours' notice are billed the minimum charge."},
            ("For more information, contact the Border Information Service.",),
        ),
        _version(
            "dev3-cbsa-customs-notice-19-12", _CBSA_TITLE, date(2019, 9, 2),
            (_CBSA,
             "Customs Notice 19-12",
             "Ottawa, August 9, 2019",
             "This Notice replaces Customs Notice 14-021, dated June 27, 2014. The revised charges are effective "
             "Monday, September 2, 2019."),
            {"hourly": "1. The charge is $79.90 per hour, per officer, for each hour or part hour of service.",
             "minimum": "2. A minimum charge of three hours applies to each request.",
             "notice": "3. Requests must be submitted at least 72 hours before the service is required, unless "
                       "the delay results from circumstances beyond the requester's control.",
             "cancel": "4. Requests cancelled with less than 12 hours' notice are billed the minimum charge."},
            ("For more information, contact the Border Information Service.",),
        ),
        _version(
            "dev3-cbsa-customs-notice-25-04", _CBSA_TITLE, date(2025, 4, 1),
            (_CBSA,
             "Customs Notice 25-04",
             "This Notice replaces Customs Notice 19-12.",
             "The charges below apply to services provided on or after April 1, 2025."),
            {"hourly": "1. The charge is $88.35 per hour, per officer, for each hour or part hour of service.",
             "minimum": "2. A minimum charge of three hours applies to each request, or four hours on a statutory "
                        "holiday.",
             "notice": "3. Requests must be submitted at least 3 business days before the service is required, "
                       "unless the delay results from circumstances beyond the requester's control.",
             "cancel": "4. Requests cancelled with less than 8 hours' notice are billed the minimum charge."},
            ("For more information, contact the Border Information Service.", "Date modified: 2025-03-03"),
        ),
    ),
    questions=(
        _q("What does the CBSA charge per officer per hour for services outside core hours?", "hourly"),
        _q("What is the minimum charge for a customs service request outside core hours?", "minimum"),
        _q("How much advance notice is currently required to request customs services outside core hours?",
           "notice"),
        _q("What cancellation notice is in force now for after-hours customs requests?", "cancel"),
        _q("How late could an after-hours customs request be cancelled without charge in 2017?", "cancel",
           date(2017, 12, 31)),
        _q("What was the hourly officer charge for after-hours customs services in 2022?", "hourly",
           date(2022, 12, 31)),
        _q("How far in advance did an after-hours request have to be submitted on 1 October 2019?", "notice",
           date(2019, 10, 1)),
    ),
)


# --- dev3-zh-1: 省物价局 → 省发改委 停车收费通知（停止执行，印发月份）------------------------------------------

_PARKING_TITLE = "关于调整省会城市机动车停放服务收费标准的通知"

_ZH_1 = RuleFamily(
    family="dev3-gansu-parking-fees",
    phrasing="dev3-zh-1",
    language="zh",
    folder=_ZH_FOLDER,
    author="甘肃省发展和改革委员会",
    versions=(
        _version(
            "dev3-gansu-parking-fees-2013-zh", _PARKING_TITLE, date(2013, 7, 8),
            ("甘肃省物价局",
             "甘价费〔2013〕45号",
             "省会城市发展改革委、各有关单位：",
             "根据《甘肃省机动车停放服务收费管理办法》，现就省会城市中心城区机动车停放服务收费标准通知如下。本通知自印发之日起执行。"),
            {"day": "一、小型车在一类区域白天（7:00—21:00）首小时收费3元，之后每小时2元。",
             "night": "二、夜间（21:00—次日7:00）停放实行按次收费，每次5元。",
             "free": "三、停放时间不超过15分钟的，免收停放服务费。",
             "large": "四、大型车收费标准按小型车的2倍执行。"},
            ("甘肃省物价局", "2013年7月8日"),
        ),
        _version(
            "dev3-gansu-parking-fees-2019-zh", _PARKING_TITLE, date(2019, 6, 1),
            ("甘肃省发展和改革委员会",
             "甘发改价格〔2019〕318号",
             "省会城市发展改革委、各有关单位：",
             "本通知自2019年6月1日起执行，原省物价局《关于调整省会城市机动车停放服务收费标准的通知》（甘价费〔2013〕45号）同时停止执行。"),
            {"day": "一、小型车在一类区域白天（7:00—21:00）首小时收费5元，之后每小时3元。",
             "night": "二、夜间（21:00—次日7:00）停放实行按次收费，每次8元。",
             "free": "三、停放时间不超过30分钟的，免收停放服务费；但占用消防通道停放的除外。",
             "large": "四、大型车收费标准按小型车的1.5倍执行。"},
            ("（此件公开发布）", "甘肃省发展和改革委员会办公室　2019年5月印发"),
        ),
    ),
    questions=(
        _q("省会城市小型车白天停车首小时收费多少？", "day"),
        _q("夜间停车按次收费是多少钱？", "night"),
        _q("目前停车多长时间以内免费？", "free"),
        _q("大型车停车费现在按小型车的几倍收取？", "large"),
        _q("2016年小型车白天首小时停车费是多少？", "day", date(2016, 12, 31)),
        _q("2015年3月15日夜间停车每次收费多少？", "night", date(2015, 3, 15)),
        _q("2018年停车不超过多少分钟免费？", "free", date(2018, 12, 31)),
    ),
)


# --- dev3-zh-2: 市住建局 维修资金实施细则（第N次修订，按印发日期指称旧版，未来施行）-------------------------------

_FUND_TITLE = "临江市住宅专项维修资金管理实施细则"

_ZH_2 = RuleFamily(
    family="dev3-linjiang-maintenance-fund",
    phrasing="dev3-zh-2",
    language="zh",
    folder=_ZH_FOLDER,
    author="临江市住房和城乡建设局",
    versions=(
        _version(
            "dev3-linjiang-fund-rules-2016-zh", _FUND_TITLE, date(2016, 3, 20),
            ("临江市住房和城乡建设局",
             "临建规〔2016〕7号",
             "（2016年第2次修订）",
             "2016年3月20日印发"),
            {"deposit": "第八条　商品住宅首期专项维修资金按建筑安装工程造价的5%交存。",
             "topup": "第十二条　专项维修资金余额不足首期交存额30%的，业主应当及时续筹。",
             "review": "第十九条　市住建局自受理使用申请之日起10个工作日内完成审核；但涉及危及房屋安全的紧急维修除外。",
             "audit": "第二十二条　单次使用金额超过50万元的，应当委托第三方机构进行工程造价审核。"},
            ("联系电话：0000-12345678（市物业管理科）",),
        ),
        _version(
            "dev3-linjiang-fund-rules-2021-zh", _FUND_TITLE, date(2021, 10, 1),
            ("临江市住房和城乡建设局",
             "临建规〔2021〕3号",
             "（第3次修订）",
             "本细则自2021年10月1日起施行。2016年3月20日印发的《临江市住宅专项维修资金管理实施细则》（临建规〔2016〕7号）同时废止。"),
            {"deposit": "第八条　商品住宅首期专项维修资金按建筑安装工程造价的6%交存。",
             "topup": "第十二条　专项维修资金余额不足首期交存额25%的，业主应当及时续筹。",
             "review": "第十九条　市住建局自受理使用申请之日起7个工作日内完成审核；但涉及危及房屋安全的紧急维修除外。",
             "audit": "第二十二条　单次使用金额超过30万元的，应当委托第三方机构进行工程造价审核。"},
            ("临江市住房和城乡建设局办公室　2021年8月26日印发",),
        ),
        _version(
            "dev3-linjiang-fund-rules-2027-zh", _FUND_TITLE, date(2027, 1, 1),
            ("临江市住房和城乡建设局",
             "临建规〔2026〕2号",
             "（第4次修订）",
             "本细则经2026年4月28日局务会议审议通过，自2027年1月1日起施行，有效期5年。临建规〔2021〕3号同时废止。"),
            {"deposit": "第八条　商品住宅首期专项维修资金按建筑安装工程造价的8%交存。",
             "topup": "第十二条　专项维修资金余额不足首期交存额20%的，业主应当及时续筹。",
             "review": "第十九条　市住建局自受理使用申请之日起5个工作日内完成审核；但涉及危及房屋安全的紧急维修除外。",
             "audit": "第二十二条　单次使用金额超过20万元的，应当委托第三方机构进行工程造价审核。"},
            ("临江市住房和城乡建设局办公室　2026年5月6日印发",),
        ),
    ),
    questions=(
        _q("临江市商品住宅首期维修资金按多少比例交存？", "deposit"),
        _q("维修资金余额低于多少时需要续筹？", "topup"),
        _q("现行规定住建局审核维修资金使用申请要多少个工作日？", "review"),
        _q("2018年维修资金单次使用超过多少万元需要第三方造价审核？", "audit", date(2018, 12, 31)),
        _q("2019年首期专项维修资金交存比例是多少？", "deposit", date(2019, 12, 31)),
        _q("2027年1月1日起首期维修资金交存比例是多少？", "deposit", date(2027, 1, 1)),
        _q("2028年住建局审核维修资金使用申请的时限是几个工作日？", "review", date(2028, 12, 31)),
    ),
)


# --- dev3-zh-3: 人社局 城乡居民养老保险通知（中文数字落款日期，不再执行）---------------------------------------

_PENSION_TITLE = "关于调整城乡居民基本养老保险基础养老金和缴费档次的通知"
_PENSION_ISSUERS = "江城市人力资源和社会保障局　江城市财政局"

_ZH_3 = RuleFamily(
    family="dev3-jiangcheng-resident-pension",
    phrasing="dev3-zh-3",
    language="zh",
    folder=_ZH_FOLDER,
    author="江城市人力资源和社会保障局",
    versions=(
        _version(
            "dev3-jiangcheng-pension-2017-zh", _PENSION_TITLE, date(2017, 3, 15),
            ("江人社发〔2017〕22号",
             "各区县人力资源和社会保障局、财政局：",
             "经市人民政府同意，现就调整我市城乡居民基本养老保险有关待遇和缴费标准通知如下："),
            {"base": "一、市级基础养老金标准提高到每人每月128元。",
             "tier": "二、个人缴费档次设为每年200元至3000元，共12个档次。",
             "subsidy": "三、对选择500元及以上档次缴费的，政府补贴标准为每人每年60元。",
             "funeral": "四、参保人死亡的，一次性发放丧葬补助金2000元。"},
            (_PENSION_ISSUERS, "二〇一七年三月十五日"),
        ),
        _version(
            "dev3-jiangcheng-pension-2021-zh", _PENSION_TITLE, date(2021, 7, 1),
            ("江人社发〔2021〕41号",
             "各区县人力资源和社会保障局、财政局：",
             "本通知自2021年7月1日起执行。《关于调整城乡居民基本养老保险基础养老金和缴费档次的通知》（江人社发〔2017〕22号）不再执行。"),
            {"base": "一、市级基础养老金标准提高到每人每月165元。",
             "tier": "二、个人缴费档次设为每年300元至5000元，共14个档次。",
             "subsidy": "三、对选择1000元及以上档次缴费的，政府补贴标准为每人每年100元。",
             "funeral": "四、参保人死亡的，一次性发放丧葬补助金3000元；但已按其他规定领取丧葬补助金的除外。"},
            (_PENSION_ISSUERS, "二〇二一年六月十日"),
        ),
        _version(
            "dev3-jiangcheng-pension-2024-zh", _PENSION_TITLE, date(2024, 1, 1),
            ("江人社发〔2023〕57号",
             "各区县人力资源和社会保障局、财政局：",
             "本通知自2024年1月1日起执行，江人社发〔2021〕41号文件同时废止。",
             "如本通知与省级规定不一致的，按省级规定执行。"),
            {"base": "一、市级基础养老金标准提高到每人每月188元。",
             "tier": "二、个人缴费档次设为每年300元至6000元，共15个档次。",
             "subsidy": "三、对选择1000元及以上档次缴费的，政府补贴标准为每人每年120元。",
             "funeral": "四、参保人死亡的，一次性发放丧葬补助金3500元；但已按其他规定领取丧葬补助金的除外。"},
            (_PENSION_ISSUERS, "二〇二三年十二月二十日"),
        ),
    ),
    questions=(
        _q("城乡居民基础养老金每人每月多少钱？", "base"),
        _q("城乡居民养老保险个人缴费有哪些档次？", "tier"),
        _q("目前城乡居民养老保险的丧葬补助金是多少？", "funeral"),
        _q("现在选择1000元档次缴费政府补贴多少？", "subsidy"),
        _q("2019年城乡居民基础养老金每月多少元？", "base", date(2019, 12, 31)),
        _q("2022年城乡居民养老保险丧葬补助金发多少？", "funeral", date(2022, 12, 31)),
        _q("2018年城乡居民养老保险个人缴费档次的范围是多少？", "tier", date(2018, 12, 31)),
    ),
)


# --- dev3-zh-4: 海关公告（公告年号编号、ISO/星期发布时间、代替、未来施行）-------------------------------------

_CUSTOMS_TITLE = "关于保税仓储货物出入库管理有关事项的公告"
_CUSTOMS = "中华人民共和国甬江海关"

_ZH_4 = RuleFamily(
    family="dev3-yongjiang-customs-bonded-storage",
    phrasing="dev3-zh-4",
    language="zh",
    folder=_ZH_FOLDER,
    author=_CUSTOMS,
    versions=(
        _version(
            "dev3-yongjiang-bonded-2016-zh", _CUSTOMS_TITLE, date(2016, 9, 12),
            (_CUSTOMS,
             "甬江海关公告2016年第3号",
             "发布日期：2016-09-12",
             "为规范保税仓储货物管理，现将有关事项公告如下。本公告自发布之日起施行。"),
            {"storage": "一、保税仓储货物存储期限为1年；确有正当理由的，经海关同意可以延期，延期不得超过1年。",
             "filing": "二、企业应当于货物入库后5个工作日内向海关办理入库备案。",
             "stocktake": "三、海关对保税仓库实施盘库，每年不少于2次。",
             "shortage": "四、货物发生短少的，企业应当自发现之日起3日内书面报告海关。"},
            ("咨询电话：12360海关热线",),
        ),
        _version(
            "dev3-yongjiang-bonded-2022-zh", _CUSTOMS_TITLE, date(2022, 9, 1),
            (_CUSTOMS,
             "甬江海关公告2022年第7号",
             "发布时间：2022年8月15日 星期一",
             "本公告自2022年9月1日起施行，甬江海关公告2016年第3号同时废止。"),
            {"storage": "一、保税仓储货物存储期限为2年；确有正当理由的，经海关同意可以延期，延期不得超过1年。",
             "filing": "二、企业应当于货物入库后3个工作日内向海关办理入库备案。",
             "stocktake": "三、海关对保税仓库实施盘库，每年不少于4次。",
             "shortage": "四、货物发生短少的，企业应当自发现之日起24小时内书面报告海关。"},
            ("咨询电话：12360海关热线",),
        ),
        _version(
            "dev3-yongjiang-bonded-2027-zh", _CUSTOMS_TITLE, date(2027, 3, 1),
            (_CUSTOMS,
             "甬江海关公告2026年第2号（代替甬江海关公告2022年第7号）",
             "发布时间：2026年3月30日 星期一",
             "本公告自2027年3月1日起施行。"),
            {"storage": "一、保税仓储货物存储期限为2年；确有正当理由的，经海关同意可以延期，延期不得超过6个月。",
             "filing": "二、企业应当于货物入库后2个工作日内向海关办理入库备案。",
             "stocktake": "三、海关对保税仓库实施盘库，每季度不少于1次。",
             "shortage": "四、货物发生短少的，企业应当自发现之日起12小时内书面报告海关；如涉嫌走私，则应当立即报告。"},
            ("咨询电话：12360海关热线",),
        ),
    ),
    questions=(
        _q("甬江海关保税仓储货物可以存放多久？", "storage"),
        _q("保税货物入库后几个工作日内要办理入库备案？", "filing"),
        _q("目前海关每年对保税仓库盘库几次？", "stocktake"),
        _q("发现保税货物短少现在要在多长时间内报告海关？", "shortage"),
        _q("2019年保税仓储货物入库备案期限是几个工作日？", "filing", date(2019, 12, 31)),
        _q("2020年10月8日发现保税货物短少应在几日内报告？", "shortage", date(2020, 10, 8)),
        _q("2027年3月1日起保税仓储货物延期最长多久？", "storage", date(2027, 3, 1)),
        _q("2028年海关对保税仓库的盘库频次是多少？", "stocktake", date(2028, 12, 31)),
    ),
)


# --- dev3-zh-5: 香港交易所指引信（繁體；第N版取代、經修訂及重列、刊發日期）-------------------------------------

_HKEX_TITLE = "有關發行人網站刊登公告的指引"
_HKEX = "香港聯合交易所有限公司"

_ZH_5 = RuleFamily(
    family="dev3-hk-exchange-website-guidance",
    phrasing="dev3-zh-5",
    language="zh",
    folder=_ZH_FOLDER,
    author=_HKEX,
    versions=(
        _version(
            "dev3-hk-guidance-gl112-17-zh", _HKEX_TITLE, date(2017, 9, 22),
            (_HKEX,
             "指引信 GL112-17",
             "刊發日期：2017年9月22日",
             "本指引自刊發之日起生效。"),
            {"deadline": "1. 發行人須於交易所網站刊登公告後1個營業日內，將公告上載至其本身網站。",
             "retention": "2. 已刊登的公告須於發行人網站保留最少5年。",
             "fee": "3. 每份公告的電子登載費用為港幣150元。",
             "size": "4. 公告檔案大小不得超過10MB；如超過，須分拆為多個檔案。"},
            ("查詢：上市科（電話：2840 0000）",),
        ),
        _version(
            "dev3-hk-guidance-gl112-23-zh", _HKEX_TITLE, date(2023, 7, 1),
            (_HKEX,
             "指引信 GL112-23（第2版，取代2017年9月刊發之第1版 GL112-17）",
             "刊發日期：2023年3月28日",
             "生效日期：2023年7月1日"),
            {"deadline": "1. 發行人須於交易所網站刊登公告的同一營業日內，將公告上載至其本身網站。",
             "retention": "2. 已刊登的公告須於發行人網站保留最少7年。",
             "fee": "3. 每份公告的電子登載費用為港幣200元。",
             "size": "4. 公告檔案大小不得超過20MB；如超過，須分拆為多個檔案。"},
            ("查詢：上市科（電話：2840 0000）",),
        ),
        _version(
            "dev3-hk-guidance-gl112-26-zh", _HKEX_TITLE, date(2027, 1, 1),
            (_HKEX,
             "指引信 GL112-26（第3版）",
             "本指引信經修訂及重列，於2026年5月8日（星期五）刊發，自2027年1月1日起生效；在此之前，GL112-23繼續適用。"),
            {"deadline": "1. 發行人須於交易所網站刊登公告後2小時內，將公告上載至其本身網站。",
             "retention": "2. 已刊登的公告須於發行人網站保留最少10年。",
             "fee": "3. 每份公告的電子登載費用為港幣250元。",
             "size": "4. 公告檔案大小不得超過30MB；如超過，須分拆為多個檔案。"},
            ("查詢：上市科（電話：2840 0000）",),
        ),
    ),
    questions=(
        _q("發行人須於多久內將公告上載至其網站？", "deadline"),
        _q("公告須在發行人網站保留多少年？", "retention"),
        _q("目前每份公告的電子登載費用是多少？", "fee"),
        _q("2020年公告檔案大小上限是多少？", "size", date(2020, 12, 31)),
        _q("2024年公告須在發行人網站保留幾年？", "retention", date(2024, 12, 31)),
        _q("2027年1月1日起每份公告的登載費用是多少？", "fee", date(2027, 1, 1)),
        _q("2028年公告檔案大小上限是多少？", "size", date(2028, 12, 31)),
    ),
)


DEV_FAMILIES_3: tuple[RuleFamily, ...] = (_EN_1, _EN_2, _EN_3, _EN_4, _EN_5, _ZH_1, _ZH_2, _ZH_3, _ZH_4, _ZH_5)
