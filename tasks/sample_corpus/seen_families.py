"""Seen-phrasing rule families: Corvex Industrial's internal and service rules in English and Chinese.

Eight rules (four English, four Chinese), each issued in two or three versions linked only by the cues real
documents use: a shared identifier or 文号, an identical title, succession and repeal stated in the newer text,
editions and revisions, an older version dated only by its issue, approval or signing, and (in four families)
a version adopted for a date after the corpus's "today" (2026-06-01). Each family is one phrasing
("seen-en-1".."seen-en-4", "seen-zh-1".."seen-zh-4"); see families.py for the model and the checks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from tasks.sample_corpus.families import RuleFamily, RuleQuestion, RuleVersion

TODAY = date(2026, 6, 1)

EN_FOLDER = "official/rules"
ZH_FOLDER = "official/rules-zh"


def _version(slug: str, title: str, header: Sequence[str], rules: Mapping[str, str], in_force_from: date,
             closing: Sequence[str] = ()) -> RuleVersion:
    """A version whose body is its header lines, its rule paragraphs (each stating one fact) and closing lines."""
    return RuleVersion(slug=slug, title=title, paragraphs=(*header, *rules.values(), *closing),
                       in_force_from=in_force_from, facts=dict(rules))


# --- seen-en-1: field service call-out charges, policy SVC-07 (revisions; a future Rev. 3) -------------------

_SVC_TITLE = "Field Service Call-Out Charges"

SVC07 = RuleFamily(
    family="corvex-svc07-callout-charges",
    phrasing="seen-en-1",
    language="en",
    folder=EN_FOLDER,
    author="Corvex Industrial Ltd, Service Operations Division",
    versions=(
        _version(
            "corvex-svc07-callout-charges", _SVC_TITLE,
            ("Corvex Industrial Ltd \u2014 Service Operations Division",
             "Policy SVC-07",
             "Issued 14 March 2016 by the Director of Field Service.",
             "This policy applies to every chargeable site visit made by Corvex field engineers."),
            {
                "callout_fee": "1. The standard call-out fee for a site visit within the service region is $145, "
                               "which covers travel and the first half hour on site.",
                "hourly_rate": "2. Labour after the first half hour is billed at $92 per engineer-hour, in "
                               "15-minute increments.",
                "emergency_surcharge": "3. Call-outs outside 07:00-18:00 on working days carry an emergency "
                                       "surcharge of 50% on the call-out fee and labour.",
                "cancellation_notice": "4. A visit cancelled less than 24 hours before the booked time is charged "
                                       "in full, unless the site was closed by order of a public authority.",
            },
            date(2016, 3, 14),
            ("Queries: service.billing@corvex-industrial.com",),
        ),
        _version(
            "corvex-svc07-callout-charges-rev2", _SVC_TITLE,
            ("Corvex Industrial Ltd \u2014 Service Operations Division",
             "Policy SVC-07, Revision 2",
             "Approved by the Service Operations Board on 12 May 2020; effective 1 July 2020.",
             "This revision supersedes the call-out charges policy of 2016."),
            {
                "callout_fee": "1. The standard call-out fee for a site visit within the service region is $165, "
                               "covering travel and the first hour on site.",
                "hourly_rate": "2. Labour beyond the included hour is billed at $104 per engineer-hour, in "
                               "15-minute increments.",
                "emergency_surcharge": "3. Call-outs outside 07:00-18:00 on working days, or at weekends, carry an "
                                       "emergency surcharge of 60% on the call-out fee and labour.",
                "cancellation_notice": "4. A visit cancelled less than 48 hours before the booked time is charged "
                                       "in full, unless the cancellation results from a site closure ordered by a "
                                       "public authority.",
            },
            date(2020, 7, 1),
            ("Billing queries: Service Billing Desk, extension 4410.",),
        ),
        _version(
            "corvex-svc07-callout-charges-rev3", _SVC_TITLE,
            ("Corvex Industrial Ltd \u2014 Service Operations Division",
             "SVC-07 Rev. 3",
             "Adopted by the Service Operations Board on 9 March 2026.",
             "This revision comes into force on 1 January 2027. SVC-07 Rev. 2 ceases to have effect at the end "
             "of 31 December 2026.",
             "Contact: Service Billing Desk, extension 4410, service.billing@corvex-industrial.com"),
            {
                "callout_fee": "1. A site visit within the service region is charged a call-out fee of $189, which "
                               "includes travel and the first hour on site.",
                "hourly_rate": "2. Further labour is charged at $118 per engineer-hour, rounded up to the next "
                               "quarter hour.",
                "emergency_surcharge": "3. An emergency surcharge of 75% applies to the call-out fee and labour for "
                                       "any visit outside 07:00-18:00 on a working day.",
                "cancellation_notice": "4. Visits cancelled with less than 72 hours' notice are charged in full, "
                                       "provided that a visit rebooked within 10 working days is charged the "
                                       "call-out fee only.",
            },
            date(2027, 1, 1),
        ),
    ),
    questions=(
        RuleQuestion("What is the call-out fee for a Corvex field service visit?", "callout_fee", TODAY, "current"),
        RuleQuestion("What is the emergency surcharge for an out-of-hours service call-out?", "emergency_surcharge",
                     TODAY, "current"),
        RuleQuestion("How much does Corvex currently charge per engineer-hour for field service labour?",
                     "hourly_rate", TODAY, "current"),
        RuleQuestion("How much notice is required at present to cancel a service visit without paying in full?",
                     "cancellation_notice", TODAY, "current"),
        RuleQuestion("What was the field service call-out fee in 2018?", "callout_fee", date(2018, 12, 31),
                     "historical"),
        RuleQuestion("What out-of-hours surcharge applied to a call-out on 15 March 2019?", "emergency_surcharge",
                     date(2019, 3, 15), "historical"),
        RuleQuestion("What will the call-out fee be from 1 January 2027?", "callout_fee", date(2027, 1, 1),
                     "future"),
        RuleQuestion("What cancellation notice will service visits need in 2028?", "cancellation_notice",
                     date(2028, 12, 31), "future"),
    ),
)


# --- seen-en-2: spare parts returns, standard QS-14 (First Edition / 2021 Second Edition) ----------------------

_QS_TITLE = "Spare Parts Return and Restocking Standard"

QS14 = RuleFamily(
    family="corvex-qs14-parts-returns",
    phrasing="seen-en-2",
    language="en",
    folder=EN_FOLDER,
    author="Corvex Industrial, Parts and Logistics",
    versions=(
        _version(
            "corvex-qs14-parts-returns-ed1", _QS_TITLE,
            ("Corvex Industrial \u2014 Parts and Logistics",
             "Standard QS-14, First Edition",
             "Published 3 September 2014.",
             "Scope: returns of unused spare parts bought from Corvex regional warehouses."),
            {
                "return_window": "4.1 Unused parts in their original packaging may be returned within 30 days of "
                                 "delivery.",
                "restocking_fee": "4.2 A restocking fee of 15% of the invoiced price is deducted from the credit.",
                "credit_time": "4.3 A credit note is issued within 20 working days of the part reaching the "
                               "warehouse.",
                "minimum_value": "4.4 Returns with a credit value below $50 are not accepted, unless the part was "
                                 "supplied in error by Corvex.",
            },
            date(2014, 9, 3),
        ),
        _version(
            "corvex-qs14-parts-returns-ed2", _QS_TITLE,
            ("Corvex Industrial \u2014 Parts and Logistics",
             "Standard QS-14, Second Edition (2021)",
             "Applies from 1 April 2021.",
             "The 2021 edition replaces the 2014 edition of QS-14, which ceases to have effect on that date.",
             "Questions about returns: parts.returns@corvex-industrial.com"),
            {
                "return_window": "4.1 Unused parts in their original packaging may be returned within 45 days of "
                                 "delivery.",
                "restocking_fee": "4.2 The credit is reduced by a restocking fee of 10% of the invoiced price.",
                "credit_time": "4.3 A credit note is issued within 10 working days of the part reaching the "
                               "warehouse.",
                "minimum_value": "4.4 Returns worth less than $75 in credit are refused, except where Corvex "
                                 "shipped the wrong part.",
            },
            date(2021, 4, 1),
        ),
    ),
    questions=(
        RuleQuestion("How many days do I have to return an unused spare part?", "return_window", TODAY, "current"),
        RuleQuestion("What restocking fee is deducted when spare parts are returned?", "restocking_fee", TODAY,
                     "current"),
        RuleQuestion("How long does it currently take to get a credit note for a returned part?", "credit_time",
                     TODAY, "current"),
        RuleQuestion("What is the minimum credit value for a parts return under the standard now in force?",
                     "minimum_value", TODAY, "current"),
        RuleQuestion("What restocking fee applied to returned parts in 2017?", "restocking_fee",
                     date(2017, 12, 31), "historical"),
        RuleQuestion("What was the return window for unused parts on 1 March 2021?", "return_window",
                     date(2021, 3, 1), "historical"),
        RuleQuestion("How quickly were credit notes issued for returned parts in 2023?", "credit_time",
                     date(2023, 12, 31), "historical"),
    ),
)


# --- seen-en-3: hot work permits, procedure HSE-PR-3 (Issues 1-3; Issue 3 applies from 1 October 2027) -------

_HW_TITLE = "Hot Work Permit Procedure"

HSE_PR3 = RuleFamily(
    family="corvex-hse-pr3-hot-work",
    phrasing="seen-en-3",
    language="en",
    folder=EN_FOLDER,
    author="Corvex Industrial, Health, Safety and Environment",
    versions=(
        _version(
            "corvex-hse-pr3-hot-work-issue1", _HW_TITLE,
            ("Corvex Industrial \u2014 Health, Safety and Environment",
             "Procedure HSE-PR-3, Issue 1",
             "Approved by the HSE Committee, 22 November 2012.",
             "Applies to welding, cutting, grinding and any other work producing sparks or open flame at Corvex "
             "sites and customer sites."),
            {
                "permit_validity": "Section 3. A hot work permit is valid for one shift of no more than 12 hours "
                                   "and must be reissued for any further shift.",
                "fire_watch": "Section 4. A fire watch shall remain at the work area for 30 minutes after hot work "
                              "ends.",
                "gas_testing": "Section 5. Where flammable gas may be present, the atmosphere shall be tested "
                               "before work starts and every 2 hours thereafter.",
                "clearance": "Section 6. Combustible materials shall be removed to at least 10 metres from the work, "
                             "or shielded with fire blankets where removal is not practicable.",
            },
            date(2012, 11, 22),
        ),
        _version(
            "corvex-hse-pr3-hot-work-issue2", _HW_TITLE,
            ("Corvex Industrial \u2014 Health, Safety and Environment",
             "Procedure HSE-PR-3, Issue 2",
             "Issued 5 May 2018. This procedure shall apply from 1 September 2018.",
             "The procedure approved on 22 November 2012 is hereby repealed.",
             "Permit office: HSE Coordinator, site extension 2200."),
            {
                "permit_validity": "Section 3. A hot work permit is valid for a maximum of 8 hours and lapses at "
                                   "the end of the shift in which it was issued.",
                "fire_watch": "Section 4. The fire watch shall continue for 60 minutes after hot work ends.",
                "gas_testing": "Section 5. Where flammable gas may be present, the atmosphere shall be tested "
                               "before work starts and at least every hour while work continues.",
                "clearance": "Section 6. Combustibles within 11 metres of the work shall be removed, or covered "
                             "with fire blankets if they cannot be moved.",
            },
            date(2018, 9, 1),
        ),
        _version(
            "corvex-hse-pr3-hot-work-issue3", _HW_TITLE,
            ("Corvex Industrial \u2014 Health, Safety and Environment",
             "Procedure HSE-PR-3, Issue 3",
             "Adopted by the HSE Committee on 18 March 2026; shall apply from 1 October 2027.",
             "On that date the Hot Work Permit Procedure issued on 5 May 2018 is rescinded, but permits already "
             "issued under it remain valid until they expire.",
             "Permit office: HSE Coordinator, site extension 2200."),
            {
                "permit_validity": "Section 3. A hot work permit is valid for no more than 6 hours.",
                "fire_watch": "Section 4. A fire watch of 90 minutes is required after hot work ends.",
                "gas_testing": "Section 5. Where flammable gas may be present, a continuous gas monitor with an "
                               "audible alarm shall be used for the whole duration of the work.",
                "clearance": "Section 6. No combustible material may remain within 15 metres of the work unless "
                             "it is shielded by a fire-resistant screen approved by the HSE Coordinator.",
            },
            date(2027, 10, 1),
        ),
    ),
    questions=(
        RuleQuestion("How long is a hot work permit valid?", "permit_validity", TODAY, "current"),
        RuleQuestion("How long must the fire watch stay after welding finishes?", "fire_watch", TODAY, "current"),
        RuleQuestion("How often must the atmosphere currently be gas-tested during hot work?", "gas_testing",
                     TODAY, "current"),
        RuleQuestion("What clearance from combustible materials is required for hot work at present?",
                     "clearance", TODAY, "current"),
        RuleQuestion("How long was a hot work permit valid in 2015?", "permit_validity", date(2015, 12, 31),
                     "historical"),
        RuleQuestion("How long did the fire watch have to last after hot work on 1 August 2018?", "fire_watch",
                     date(2018, 8, 1), "historical"),
        RuleQuestion("What fire watch period will hot work need from 1 October 2027?", "fire_watch",
                     date(2027, 10, 1), "future"),
        RuleQuestion("How long will a hot work permit be valid in 2029?", "permit_validity", date(2029, 12, 31),
                     "future"),
    ),
)


# --- seen-en-4: travel and subsistence expenses, policy FIN-22 (signed 2017; version 2.0 from 2022) -----------

_FIN_TITLE = "Travel and Subsistence Expense Policy"

FIN22 = RuleFamily(
    family="corvex-fin22-travel-expenses",
    phrasing="seen-en-4",
    language="en",
    folder=EN_FOLDER,
    author="Corvex Industrial, Group Finance",
    versions=(
        _version(
            "corvex-fin22-travel-expenses", _FIN_TITLE,
            ("Corvex Industrial \u2014 Group Finance",
             "Policy FIN-22",
             "Signed by the Chief Financial Officer on 30 January 2017.",
             "This policy applies to all employees and contractors travelling on Corvex business."),
            {
                "hotel_cap": "(a) Hotel accommodation is reimbursed up to $160 per night, or $220 per night in "
                             "cities on the high-cost list.",
                "meal_allowance": "(b) The daily meal allowance is $55 for each full day away from home.",
                "mileage_rate": "(c) Business use of a private car is reimbursed at $0.32 per kilometre.",
                "business_class": "(d) Business class may be booked only for flights longer than 8 hours, provided "
                                  "that a divisional director approves the trip in advance.",
            },
            date(2017, 1, 30),
        ),
        _version(
            "corvex-fin22-travel-expenses-v2", _FIN_TITLE,
            ("Corvex Industrial \u2014 Group Finance",
             "Policy FIN-22, Version 2.0",
             "Effective from 1 March 2022.",
             "This version supersedes the Travel and Subsistence Expense Policy adopted in 2017.",
             "Expense queries: Group Finance Helpdesk, expenses@corvex-industrial.com"),
            {
                "hotel_cap": "(a) The nightly hotel cap is $185, rising to $260 in high-cost cities.",
                "meal_allowance": "(b) A meal allowance of $65 is paid for each full day of travel.",
                "mileage_rate": "(c) Private car mileage on company business is repaid at $0.38 per kilometre.",
                "business_class": "(d) Flights over 6 hours may be taken in business class if the trip was "
                                  "approved beforehand by a divisional director.",
            },
            date(2022, 3, 1),
        ),
    ),
    questions=(
        RuleQuestion("What is the hotel cap per night for business travel?", "hotel_cap", TODAY, "current"),
        RuleQuestion("What is the per-kilometre rate for using my own car on company business?", "mileage_rate",
                     TODAY, "current"),
        RuleQuestion("What daily meal allowance is paid at present for business trips?", "meal_allowance", TODAY,
                     "current"),
        RuleQuestion("Which flights can currently be booked in business class?", "business_class", TODAY,
                     "current"),
        RuleQuestion("What was the nightly hotel limit in 2019?", "hotel_cap", date(2019, 12, 31), "historical"),
        RuleQuestion("What was the daily meal allowance on 10 February 2022?", "meal_allowance", date(2022, 2, 10),
                     "historical"),
        RuleQuestion("How much was private car mileage reimbursed per kilometre in 2024?", "mileage_rate",
                     date(2024, 12, 31), "historical"),
    ),
)


# --- seen-zh-1: 设备校准管理办法 (文号 changes each version; the 2026 文件 applies from 2027-07-01) ---------------

_CAL_TITLE = "设备校准管理办法"

CALIBRATION = RuleFamily(
    family="corvex-calibration-zh",
    phrasing="seen-zh-1",
    language="zh",
    folder=ZH_FOLDER,
    author="科维克斯工业有限公司质量管理部",
    versions=(
        _version(
            "corvex-calibration-2015-zh", _CAL_TITLE,
            ("科维克斯工业有限公司",
             "科工质〔2015〕8号",
             "2015年6月18日印发",
             "为规范公司计量器具和检测设备的校准工作，制定本办法。"),
            {
                "cycle": "第五条 压力表、温度计等通用计量器具的校准周期为12个月。",
                "lead_time": "第六条 使用部门应在校准到期前15日提出送校申请。",
                "external_fee": "第七条 委托外部机构校准的，单台次费用在2000元以下的由使用部门审批，超过的报质量管理部审批。",
                "retention": "第八条 校准记录及校准证书保存期限为3年。",
            },
            date(2015, 6, 18),
        ),
        _version(
            "corvex-calibration-2020-zh", _CAL_TITLE,
            ("科维克斯工业有限公司",
             "科工质〔2020〕21号",
             "（2020年修订）",
             "2020年7月20日印发",
             "本办法自2020年9月1日起施行，原《设备校准管理办法》（科工质〔2015〕8号）同时废止。"),
            {
                "cycle": "第五条 通用计量器具每6个月校准一次。",
                "lead_time": "第六条 校准到期前30日，使用部门应提交送校申请。",
                "external_fee": "第七条 外部机构校准单台次费用不超过5000元的，由使用部门负责人审批；超过5000元的，报质量管理部审批。",
                "retention": "第八条 校准记录和证书应保存5年。",
            },
            date(2020, 9, 1),
        ),
        _version(
            "corvex-calibration-2026-zh", _CAL_TITLE,
            ("科维克斯工业有限公司",
             "科工质〔2026〕3号",
             "2026年2月26日印发",
             "本办法自2027年7月1日起施行。科工质〔2020〕21号文件自本办法施行之日起停止执行。",
             "联系人：质量管理部计量室，电话0512-6688 2301"),
            {
                "cycle": "第五条 通用计量器具的校准周期为9个月，但用于安全联锁的器具仍为6个月。",
                "lead_time": "第六条 使用部门应于校准到期前20日提出送校申请。",
                "external_fee": "第七条 委托外部校准的费用，单台次8000元以下由使用部门审批，8000元及以上报质量管理部审批。",
                "retention": "第八条 校准记录、证书的保存期限为6年。",
            },
            date(2027, 7, 1),
        ),
    ),
    questions=(
        RuleQuestion("通用计量器具的校准周期是多久？", "cycle", TODAY, "current"),
        RuleQuestion("委托外部机构校准，多少钱以下由使用部门自己审批？", "external_fee", TODAY, "current"),
        RuleQuestion("现行规定下校准记录要保存几年？", "retention", TODAY, "current"),
        RuleQuestion("目前校准到期前多少天要提出送校申请？", "lead_time", TODAY, "current"),
        RuleQuestion("2018年通用计量器具多久校准一次？", "cycle", date(2018, 12, 31), "historical"),
        RuleQuestion("2020年8月15日送外部机构校准，使用部门的审批限额是多少？", "external_fee", date(2020, 8, 15),
                     "historical"),
        RuleQuestion("2023年校准证书要保存多少年？", "retention", date(2023, 12, 31), "historical"),
        RuleQuestion("2027年7月1日起通用计量器具的校准周期是多少？", "cycle", date(2027, 7, 1), "future"),
    ),
)


# --- seen-zh-2: 备品备件管理规定 CV-WZ-05 (第一版 only dated by 发布; 第二版 代替 it) -----------------------------

_SPARES_TITLE = "备品备件管理规定"

SPARES = RuleFamily(
    family="corvex-spare-parts-zh",
    phrasing="seen-zh-2",
    language="zh",
    folder=ZH_FOLDER,
    author="科维克斯工业有限公司物资供应部",
    versions=(
        _version(
            "corvex-spare-parts-ed1-zh", _SPARES_TITLE,
            ("科维克斯工业有限公司 物资供应部",
             "文件编号：CV-WZ-05　版次：第一版",
             "发布日期：2013年4月2日",
             "本规定适用于公司各生产基地及售后服务站的备品备件。"),
            {
                "safety_stock": "一、关键设备备件的安全库存按不少于30天用量设定。",
                "approval": "二、单笔领用金额超过1万元的，须经分管副总经理审批。",
                "urgent_delivery": "三、紧急采购的备件应在48小时内到货，但进口备件除外。",
                "idle_stock": "四、连续24个月无领用记录的备件列为呆滞件，由物资供应部提出处理意见。",
            },
            date(2013, 4, 2),
        ),
        _version(
            "corvex-spare-parts-ed2-zh", _SPARES_TITLE,
            ("科维克斯工业有限公司 物资供应部",
             "文件编号：CV-WZ-05　版次：第二版",
             "发布日期：2018年11月12日　实施日期：2019年1月1日",
             "本规定代替CV-WZ-05第一版（2013年4月2日发布）。",
             "咨询电话：物资供应部 0512-6688 2150"),
            {
                "safety_stock": "一、关键设备备件安全库存不得低于45天用量。",
                "approval": "二、单笔领用金额在2万元以上的，报分管副总经理审批。",
                "urgent_delivery": "三、紧急采购的国产备件须在24小时内到货；进口备件的到货时限由采购合同约定。",
                "idle_stock": "四、备件连续18个月无领用的，认定为呆滞件并由物资供应部提出处置方案。",
            },
            date(2019, 1, 1),
        ),
    ),
    questions=(
        RuleQuestion("关键设备备件的安全库存要保持多少天的用量？", "safety_stock", TODAY, "current"),
        RuleQuestion("领用备件金额超过多少需要分管副总审批？", "approval", TODAY, "current"),
        RuleQuestion("现在紧急采购的备件要求多长时间内到货？", "urgent_delivery", TODAY, "current"),
        RuleQuestion("目前备件多久没有领用会被列为呆滞件？", "idle_stock", TODAY, "current"),
        RuleQuestion("2016年关键备件的安全库存是多少天用量？", "safety_stock", date(2016, 12, 31), "historical"),
        RuleQuestion("2018年12月20日领用备件，多少金额以上要副总审批？", "approval", date(2018, 12, 20), "historical"),
        RuleQuestion("2021年紧急采购备件的到货时限是多少？", "urgent_delivery", date(2021, 12, 31), "historical"),
    ),
)


# --- seen-zh-3: 设备维修服务收费标准 (2017 by year, 2021 by 文号; 2028 future) ---------------------------------

_FEES_TITLE = "设备维修服务收费标准"

SERVICE_FEES = RuleFamily(
    family="corvex-service-fees-zh",
    phrasing="seen-zh-3",
    language="zh",
    folder=ZH_FOLDER,
    author="科维克斯工业有限公司客户服务中心",
    versions=(
        _version(
            "corvex-service-fees-2017-zh", _FEES_TITLE,
            ("科维克斯工业有限公司客户服务中心",
             "科工服〔2017〕4号",
             "经公司经营办公会审议通过，现予印发。",
             "2017年3月10日"),
            {
                "visit_fee": "1. 上门服务费每次300元，含往返交通及首小时工时。",
                "labor_rate": "2. 超出首小时的工时费按每人每小时180元计收。",
                "night_surcharge": "3. 夜间（20:00至次日8:00）及法定节假日服务，在上述费用基础上加收30%。",
                "warranty": "4. 维修更换的零部件保修期为90天，但客户自行拆改的除外。",
            },
            date(2017, 3, 10),
        ),
        _version(
            "corvex-service-fees-2021-zh", _FEES_TITLE,
            ("科维克斯工业有限公司客户服务中心",
             "科工服〔2021〕16号",
             "2021年4月6日印发",
             "本标准自2021年5月1日起执行，2017年印发的《设备维修服务收费标准》同时废止。"),
            {
                "visit_fee": "1. 上门服务每次收费380元，包括往返交通和第一个小时的工时。",
                "labor_rate": "2. 首小时以外的工时按每人每小时220元收取。",
                "night_surcharge": "3. 夜间及法定节假日提供服务的，加收50%。",
                "warranty": "4. 更换零部件自维修完成之日起保修180天；客户自行拆改的，不予保修。",
            },
            date(2021, 5, 1),
        ),
        _version(
            "corvex-service-fees-2028-zh", _FEES_TITLE,
            ("科维克斯工业有限公司客户服务中心",
             "科工服〔2026〕7号",
             "2026年4月15日印发",
             "本标准自2028年1月1日起施行。届时，科工服〔2021〕16号同时停止执行。",
             "服务合同对收费另有约定的，从其约定。",
             "服务热线：400-820-6677"),
            {
                "visit_fee": "1. 上门服务费为每次450元（含往返交通及首小时工时）。",
                "labor_rate": "2. 工时费自第二小时起按每人每小时260元计算。",
                "night_surcharge": "3. 如服务时间在夜间或法定节假日，则按上述费用加收60%。",
                "warranty": "4. 维修更换的零部件保修期为12个月，但客户自行拆改的除外。",
            },
            date(2028, 1, 1),
        ),
    ),
    questions=(
        RuleQuestion("上门维修一次收多少服务费？", "visit_fee", TODAY, "current"),
        RuleQuestion("夜间维修要加收多少费用？", "night_surcharge", TODAY, "current"),
        RuleQuestion("现在维修工时费每小时多少钱？", "labor_rate", TODAY, "current"),
        RuleQuestion("目前维修更换的零件保修多长时间？", "warranty", TODAY, "current"),
        RuleQuestion("2019年维修工时费是每小时多少钱？", "labor_rate", date(2019, 12, 31), "historical"),
        RuleQuestion("2024年上门服务费是多少？", "visit_fee", date(2024, 12, 31), "historical"),
        RuleQuestion("2028年1月1日以后上门服务费是多少？", "visit_fee", date(2028, 1, 1), "future"),
        RuleQuestion("2029年节假日维修加收比例是多少？", "night_surcharge", date(2029, 12, 31), "future"),
    ),
)


# --- seen-zh-4: 发票开具与结算管理规定 CW-09 (签发 only; 第1次修订 代替; 第2次修订 names the 2018 title) ----------

_INVOICE_TITLE = "发票开具与结算管理规定"

INVOICING = RuleFamily(
    family="corvex-invoicing-zh",
    phrasing="seen-zh-4",
    language="zh",
    folder=ZH_FOLDER,
    author="科维克斯工业有限公司财务部",
    versions=(
        _version(
            "corvex-invoicing-cw09-zh", _INVOICE_TITLE,
            ("科维克斯工业有限公司财务部",
             "制度编号：CW-09",
             "总经理签发：2014年11月20日",
             "本规定适用于公司对外销售产品和提供服务的开票与收款。"),
            {
                "invoice_deadline": "第三条 业务完成或货物验收后，销售部门应在10个工作日内提交开票申请。",
                "payment_terms": "第四条 客户付款账期一般为60天；如客户信用等级为A级，经财务部批准可延长至90天。",
                "late_fee": "第五条 客户逾期付款的，按逾期金额每日万分之三收取违约金。",
                "correction": "第六条 发票开具有误需作废或红冲的，应在开票后30日内提出申请。",
            },
            date(2014, 11, 20),
        ),
        _version(
            "corvex-invoicing-cw09-r1-zh", _INVOICE_TITLE,
            ("科维克斯工业有限公司财务部",
             "制度编号：CW-09（第1次修订）",
             "2018年9月3日签发，自2018年10月1日起施行。",
             "本规定代替CW-09原版（2014年11月20日签发）。"),
            {
                "invoice_deadline": "第三条 销售部门应于业务完成或货物验收后7个工作日内提交开票申请。",
                "payment_terms": "第四条 客户付款账期为45天；A级信用客户经财务部批准可延长至75天。",
                "late_fee": "第五条 逾期付款的，每日按逾期金额的万分之五计收违约金。",
                "correction": "第六条 需作废或开具红字发票的，应自开票之日起15日内提出申请。",
            },
            date(2018, 10, 1),
        ),
        _version(
            "corvex-invoicing-cw09-r2-zh", _INVOICE_TITLE,
            ("科维克斯工业有限公司财务部",
             "制度编号：CW-09（第2次修订）",
             "2023年5月18日印发",
             "本规定自2023年7月1日起施行。2018年修订的《发票开具与结算管理规定》自同日起废止。",
             "如对本规定有疑问，请联系财务部应收组：ar@corvex-industrial.com"),
            {
                "invoice_deadline": "第三条 开票申请应在业务完成或货物验收后5个工作日内提交。",
                "payment_terms": "第四条 客户付款账期为30天，但A级信用客户经财务部批准可延长至60天。",
                "late_fee": "第五条 客户逾期付款的，按贷款市场报价利率（LPR）的1.5倍计收违约金。",
                "correction": "第六条 发票需作废或红冲的，应在开票当月内提出申请；跨月的按红字发票流程办理。",
            },
            date(2023, 7, 1),
        ),
    ),
    questions=(
        RuleQuestion("业务完成后多少个工作日内要提交开票申请？", "invoice_deadline", TODAY, "current"),
        RuleQuestion("客户的付款账期是多少天？", "payment_terms", TODAY, "current"),
        RuleQuestion("现行规定客户逾期付款的违约金怎么计算？", "late_fee", TODAY, "current"),
        RuleQuestion("目前发票开错了多久内可以申请作废或红冲？", "correction", TODAY, "current"),
        RuleQuestion("2016年客户逾期付款按什么标准收违约金？", "late_fee", date(2016, 12, 31), "historical"),
        RuleQuestion("2020年客户付款账期是多少天？", "payment_terms", date(2020, 12, 31), "historical"),
        RuleQuestion("2023年6月30日开票有误，需要在多少天内申请红冲？", "correction", date(2023, 6, 30), "historical"),
    ),
)


SEEN_FAMILIES: tuple[RuleFamily, ...] = (SVC07, QS14, HSE_PR3, FIN22, CALIBRATION, SPARES, SERVICE_FEES, INVOICING)
