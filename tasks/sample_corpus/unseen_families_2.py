"""Second unseen set of rule families (phrasings "unseen2-*"): written apart from the lineage rules.

Eight families, four in English and four in Chinese, in the RuleFamily format of `families.py`. It was the blind
set until it had been measured once (2026-12-01, stop 22); its failures were then read and the rules extended on
them, so it is no longer untuned: like the first unseen set, its questions stay out of training and are reported
on their own, but the unseen targets are judged on `unseen_families_3.py`.
"""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion

__all__ = ["UNSEEN_FAMILIES_2"]

_EN_FOLDER = "public/blind-rules"
_ZH_FOLDER = "public/blind-rules-zh"


def _version(slug: str, title: str, in_force_from: date, header: tuple[str, ...], facts: dict[str, str],
             footer: tuple[str, ...] = ()) -> RuleVersion:
    return RuleVersion(slug=slug, title=title, paragraphs=header + tuple(facts.values()) + footer,
                       in_force_from=in_force_from, facts=dict(facts))


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=REFERENCE_DATE, kind="current")


def _then(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of,
                        kind="historical" if as_of < REFERENCE_DATE else "future")


# --------------------------------------------------------------------------------------------------------------
# blind-en-1: telecommunications regulator, determination with an identifier and numbered revisions; the last
# revision is made before today and commences in the future.
# --------------------------------------------------------------------------------------------------------------
_TCR_TITLE = "Telecommunications Consumer Protection Determination: Disconnection and Reconnection"
_TCR_ISSUER = "Communications Regulatory Commission"

_TCR = RuleFamily(
    family="blind-telecom-disconnection",
    phrasing="unseen2-en-1",
    language="en",
    folder=_EN_FOLDER,
    author=_TCR_ISSUER,
    versions=(
        _version(
            "blind-telecom-disconnection-tcr9", _TCR_TITLE, date(2013, 6, 14),
            (
                _TCR_ISSUER,
                "Determination TCR-9",
                "Made by the Commission under section 41 of the Telecommunications Act on 14 June 2013.",
                "This Determination applies to every carriage service provider supplying a standard telephone or "
                "broadband service to a residential customer.",
            ),
            {
                "notice": "1. A provider must give a residential customer at least 10 business days' written notice "
                          "before disconnecting a service for non-payment.",
                "fee": "2. Where a disconnected customer pays the amount owing, the provider may charge a "
                       "reconnection fee of no more than $35.",
                "restore": "3. A service disconnected in error must be restored within 48 hours after the provider "
                           "becomes aware of the error.",
                "dispute": "4. A provider must not disconnect a service while a billing dispute of more than $50 is "
                           "under investigation, unless the customer has failed to pay the undisputed part of the bill.",
            },
            ("Enquiries: Consumer Policy Branch, telephone 1300 850 411.",),
        ),
        _version(
            "blind-telecom-disconnection-tcr9-r1", _TCR_TITLE, date(2019, 1, 1),
            (
                _TCR_ISSUER,
                "Determination TCR-9 (Revision 1)",
                "Made: 2 October 2018",
                "Commencement: 1 January 2019",
                "This Determination revokes and replaces Determination TCR-9 as made on 14 June 2013.",
            ),
            {
                "notice": "1. A provider must give a residential customer at least 15 business days' written notice "
                          "before disconnecting a service for non-payment.",
                "fee": "2. Where a disconnected customer pays the amount owing, the provider may charge a "
                       "reconnection fee of no more than $20.",
                "restore": "3. A service disconnected in error must be restored within 24 hours after the provider "
                           "becomes aware of the error.",
                "dispute": "4. A provider must not disconnect a service while a billing dispute of more than $25 is "
                           "under investigation, unless the customer has failed to pay the undisputed part of the bill.",
            },
            ("Enquiries: Consumer Policy Branch, telephone 1300 850 411.",),
        ),
        _version(
            "blind-telecom-disconnection-tcr9-r2", _TCR_TITLE, date(2027, 7, 1),
            (
                _TCR_ISSUER,
                "Determination TCR-9 (Revision 2)",
                "Dated 20 November 2025. Signed for the Commission by the Chair.",
                "Commencement. This revision commences on 1 July 2027. Until that day TCR-9 (Revision 1) continues "
                "to apply; on that day TCR-9 (Revision 1) ceases to have effect.",
            ),
            {
                "notice": "1. A provider must give a residential customer at least 20 business days' written notice, "
                          "and one reminder by text message, before disconnecting a service for non-payment.",
                "fee": "2. No reconnection fee may be charged unless the service has been disconnected for more than "
                       "30 days, in which case the fee must not exceed $15.",
                "restore": "3. A service disconnected in error must be restored within 12 hours after the provider "
                           "becomes aware of the error.",
                "dispute": "4. A provider must not disconnect a service while any billing dispute, whatever the "
                           "amount, is under investigation, unless the customer has failed to pay the undisputed part "
                           "of the bill.",
            },
            ("Enquiries: Consumer Policy Branch, telephone 1300 850 411.",),
        ),
    ),
    questions=(
        _now("What is the maximum reconnection fee a phone company can charge after disconnection?", "fee"),
        _now("How much notice must a provider give before cutting off a home phone or internet service?", "notice"),
        _now("How many hours does a provider currently have to restore a service it disconnected by mistake?",
             "restore"),
        _now("Can my internet provider disconnect me now while my billing dispute is being investigated?", "dispute"),
        _then("What reconnection fee could a telecom provider charge in 2016?", "fee", date(2016, 12, 31)),
        _then("How much disconnection notice did a residential customer have to get on 15 December 2018?", "notice",
              date(2018, 12, 15)),
        _then("What will the rule on reconnection fees be from 1 July 2027?", "fee", date(2027, 7, 1)),
        _then("How quickly will a wrongly disconnected service have to be restored in 2028?", "restore",
              date(2028, 12, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-en-2: public transport concession fares, dated editions of one schedule; oldest edition has only an
# adoption date.
# --------------------------------------------------------------------------------------------------------------
_FARE_TITLE = "Concession Fares Schedule"
_FARE_ISSUER = "Tri-County Regional Transit Authority"

_FARES = RuleFamily(
    family="blind-transit-concession-fares",
    phrasing="unseen2-en-2",
    language="en",
    folder=_EN_FOLDER,
    author=_FARE_ISSUER,
    versions=(
        _version(
            "blind-transit-concession-fares-2012-ed", _FARE_TITLE, date(2012, 5, 9),
            (
                _FARE_ISSUER,
                "2012 Edition",
                "Adopted by resolution of the Board of Directors at its regular meeting of May 9, 2012.",
                "Applies to bus, light rail and demand-response services operated by or for the Authority.",
            ),
            {
                "senior": "A. Riders aged 65 or over pay 50 percent of the adult fare, provided that they tap a "
                          "registered senior concession card.",
                "youth": "B. Children under 5 ride free; youths aged 5 through 15 pay the youth fare.",
                "cap": "C. Fares charged to one card in a service day are capped at $6.00.",
                "student": "D. The monthly pass for full-time students enrolled at a participating college costs "
                           "$45.00.",
            },
            ("Customer information: fares@tricountytransit.example.org",),
        ),
        _version(
            "blind-transit-concession-fares-2017-ed", _FARE_TITLE, date(2017, 7, 2),
            (
                _FARE_ISSUER,
                "2017 Edition",
                "Board Resolution No. 2017-14, adopted March 21, 2017.",
                "Effective for travel on and after July 2, 2017.",
                "The 2017 edition replaces the 2012 edition of this Schedule in its entirety.",
            ),
            {
                "senior": "A. Riders aged 65 or over pay 40 percent of the adult fare, provided that they tap a "
                          "registered senior concession card.",
                "youth": "B. Children under 5 ride free; youths aged 5 through 17 pay the youth fare.",
                "cap": "C. Fares charged to one card in a service day are capped at $7.50.",
                "student": "D. The monthly pass for full-time students enrolled at a participating college costs "
                           "$52.00.",
            },
            ("Customer information: fares@tricountytransit.example.org",),
        ),
        _version(
            "blind-transit-concession-fares-2022-ed", _FARE_TITLE, date(2023, 1, 1),
            (
                _FARE_ISSUER,
                "2022 Edition",
                "Board Resolution No. 2022-38, adopted October 18, 2022.",
                "The fares in this edition apply from January 1, 2023. It supersedes the 2017 edition, which is "
                "withdrawn on that date.",
            ),
            {
                "senior": "A. Riders aged 65 or over, and riders holding a disability concession card, pay 30 percent "
                          "of the adult fare, provided that they tap a registered concession card.",
                "youth": "B. Children under 6 ride free; youths aged 6 through 18 pay the youth fare.",
                "cap": "C. Fares charged to one card in a service day are capped at $8.00, and in a calendar week at "
                       "$30.00.",
                "student": "D. The monthly pass for full-time students enrolled at a participating college costs "
                           "$39.00.",
            },
            ("Customer information: fares@tricountytransit.example.org",),
        ),
    ),
    questions=(
        _now("What discount do seniors get on Tri-County transit fares?", "senior"),
        _now("Up to what age can a child ride on the youth fare?", "youth"),
        _now("What is the daily fare cap at present?", "cap"),
        _now("How much is the monthly college student pass currently?", "student"),
        _then("What percentage of the adult fare did seniors pay in 2014?", "senior", date(2014, 12, 31)),
        _then("What was the daily fare cap in 2019?", "cap", date(2019, 12, 31)),
        _then("How much did the student monthly pass cost on 15 June 2017?", "student", date(2017, 6, 15)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-en-3: environmental general permit with a fixed permit number, reissued; succession by issue date and by
# year; US-style dates.
# --------------------------------------------------------------------------------------------------------------
_CGP_TITLE = "General Permit for Discharges of Stormwater Associated with Construction Activity"
_CGP_ISSUER = "Department of Environmental Quality, Water Quality Division"

_CGP = RuleFamily(
    family="blind-construction-stormwater-permit",
    phrasing="unseen2-en-3",
    language="en",
    folder=_EN_FOLDER,
    author=_CGP_ISSUER,
    versions=(
        _version(
            "blind-construction-stormwater-permit-2011", _CGP_TITLE, date(2011, 8, 29),
            (
                _CGP_ISSUER,
                "Permit No. SWC-100000",
                "Issued this 29th day of August, 2011, by the Director.",
                "Operators of construction sites that disturb one acre or more, or are part of a larger common plan "
                "of development, are eligible for coverage under this permit.",
            ),
            {
                "noi": "Part 2.1. A complete Notice of Intent shall be submitted at least 7 days before earth-disturbing "
                       "activities begin.",
                "inspection": "Part 4.2. The permittee shall inspect the site at least once every 14 calendar days and "
                              "within 24 hours after any storm event of 0.5 inches or greater.",
                "turbidity": "Part 5.3. Discharges shall not exceed a turbidity benchmark of 250 NTU, unless the "
                             "receiving water upstream of the outfall already exceeds that value.",
                "fee": "Part 6. The annual permit fee is $150 per site.",
            },
            ("Questions regarding this permit: Stormwater Program, (501) 555-0148.",),
        ),
        _version(
            "blind-construction-stormwater-permit-2016", _CGP_TITLE, date(2016, 11, 1),
            (
                _CGP_ISSUER,
                "Permit No. SWC-100000",
                "Effective Date: November 1, 2016   Expiration Date: October 31, 2021",
                "This permit reissues General Permit No. SWC-100000 dated August 29, 2011. The August 29, 2011 permit "
                "is rescinded as of the effective date of this permit.",
            ),
            {
                "noi": "Part 2.1. A complete Notice of Intent shall be submitted at least 14 days before "
                       "earth-disturbing activities begin.",
                "inspection": "Part 4.2. The permittee shall inspect the site at least once every 7 calendar days and "
                              "within 24 hours after any storm event of 0.5 inches or greater.",
                "turbidity": "Part 5.3. Discharges shall not exceed a turbidity benchmark of 150 NTU, unless the "
                             "receiving water upstream of the outfall already exceeds that value.",
                "fee": "Part 6. The annual permit fee is $200 per site.",
            },
            ("Questions regarding this permit: Stormwater Program, (501) 555-0148.",),
        ),
        _version(
            "blind-construction-stormwater-permit-2021", _CGP_TITLE, date(2021, 11, 1),
            (
                _CGP_ISSUER,
                "Permit No. SWC-100000",
                "Signed September 14, 2021. Effective November 1, 2021 through October 31, 2026.",
                "The 2016 general permit expires at midnight on October 31, 2021 and will not be administratively "
                "continued. Sites covered under the 2016 permit must obtain coverage under this permit.",
            ),
            {
                "noi": "Part 2.1. A complete Notice of Intent shall be submitted at least 30 days before "
                       "earth-disturbing activities begin.",
                "inspection": "Part 4.2. The permittee shall inspect the site at least once every 7 calendar days and "
                              "within 24 hours after any storm event of 0.25 inches or greater.",
                "turbidity": "Part 5.3. Discharges shall not exceed a turbidity benchmark of 50 NTU above background, "
                             "measured at the point of discharge.",
                "fee": "Part 6. The annual permit fee is $200 per site plus $25 for each disturbed acre above five.",
            },
            ("Questions regarding this permit: Stormwater Program, (501) 555-0148.",),
        ),
    ),
    questions=(
        _now("How often must a construction site be inspected under the stormwater general permit?", "inspection"),
        _now("What turbidity limit applies to construction stormwater discharges?", "turbidity"),
        _now("How many days before breaking ground must the notice of intent be filed now?", "noi"),
        _now("What is the annual construction stormwater permit fee in force?", "fee"),
        _then("What was the turbidity benchmark for construction sites in 2014?", "turbidity", date(2014, 12, 31)),
        _then("How far ahead of construction did the notice of intent have to be submitted in 2018?", "noi",
              date(2018, 12, 31)),
        _then("What was the required site inspection frequency on October 15, 2021?", "inspection",
              date(2021, 10, 15)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-en-4: housing authority policy with a policy number and version numbers; the newest version is approved
# now for application in the future.
# --------------------------------------------------------------------------------------------------------------
_HA_TITLE = "Rent Arrears Policy"
_HA_ISSUER = "Northgate Housing Authority"

_HOUSING = RuleFamily(
    family="blind-housing-rent-arrears",
    phrasing="unseen2-en-4",
    language="en",
    folder=_EN_FOLDER,
    author=_HA_ISSUER,
    versions=(
        _version(
            "blind-housing-rent-arrears-v1", _HA_TITLE, date(2016, 4, 5),
            (
                _HA_ISSUER,
                "Policy reference: HA-R12 | Version 1",
                "Board of Commissioners, minute 16/041, 5 April 2016.",
                "Policy owner: Head of Income Management",
                "This policy covers all general-needs and sheltered tenancies held with the Authority.",
            ),
            {
                "threshold": "3.1 A Notice of Seeking Possession may be served once arrears reach four weeks' rent.",
                "repayment": "3.2 A repayment agreement must clear the arrears at no less than £3.00 per week on top "
                             "of the weekly rent.",
                "hardship": "3.3 A tenant who applies for a hardship review will receive a decision within 28 days.",
                "court": "3.4 Court proceedings will not be started for arrears below £500, unless the tenant has "
                         "broken two repayment agreements in the previous twelve months.",
            },
        ),
        _version(
            "blind-housing-rent-arrears-v2", _HA_TITLE, date(2020, 10, 1),
            (
                _HA_ISSUER,
                "Policy reference: HA-R12 | Version 2",
                "Date approved: 8 September 2020 | Date effective: 1 October 2020",
                "Supersedes: the Rent Arrears Policy approved by the Board in April 2016 (HA-R12 Version 1).",
                "Policy owner: Head of Income Management",
            ),
            {
                "threshold": "3.1 A Notice of Seeking Possession may be served once arrears reach six weeks' rent.",
                "repayment": "3.2 A repayment agreement must clear the arrears at no less than £5.00 per week on top "
                             "of the weekly rent.",
                "hardship": "3.3 A tenant who applies for a hardship review will receive a decision within 14 days.",
                "court": "3.4 Court proceedings will not be started for arrears below £750, unless the tenant has "
                         "broken two repayment agreements in the previous twelve months.",
            },
        ),
        _version(
            "blind-housing-rent-arrears-v3", _HA_TITLE, date(2028, 4, 1),
            (
                _HA_ISSUER,
                "Policy reference: HA-R12 | Version 3",
                "Approved by the Board of Commissioners at its meeting of 9 December 2025, to take effect on "
                "1 April 2028 following statutory consultation with tenants.",
                "HA-R12 Version 2 remains in force until 31 March 2028 and is withdrawn from 1 April 2028.",
                "Policy owner: Director of Housing Services",
            ),
            {
                "threshold": "3.1 A Notice of Seeking Possession may be served once arrears reach eight weeks' rent "
                             "and a home visit has been offered.",
                "repayment": "3.2 A repayment agreement must clear the arrears at no less than £2.50 per week on top "
                             "of the weekly rent.",
                "hardship": "3.3 A tenant who applies for a hardship review will receive a decision within 10 working "
                            "days.",
                "court": "3.4 Court proceedings will not be started for arrears below £1,000, unless the tenant has "
                         "broken two repayment agreements in the previous twelve months.",
            },
        ),
    ),
    questions=(
        _now("How many weeks of rent arrears before Northgate Housing serves a possession notice?", "threshold"),
        _now("What is the minimum weekly repayment on a rent arrears agreement?", "repayment"),
        _now("How long does a hardship review decision take at the moment?", "hardship"),
        _now("What is the minimum arrears amount for the housing authority to go to court currently?", "court"),
        _then("How many weeks of arrears triggered a possession notice in 2018?", "threshold", date(2018, 12, 31)),
        _then("What minimum weekly repayment applied on 20 September 2020?", "repayment", date(2020, 9, 20)),
        _then("How quickly will hardship reviews be decided from 1 April 2028?", "hardship", date(2028, 4, 1)),
        _then("Below what arrears amount will the authority not go to court in 2029?", "court", date(2029, 12, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-zh-1: 渔业捕捞许可，文号逐版变化，新版在末条废止旧版（引旧文号）；最早一版只有印发日期。
# --------------------------------------------------------------------------------------------------------------
_FISH_TITLE = "海州市渔业捕捞许可管理办法"
_FISH_ISSUER = "海州市海洋与渔业局"

_FISHERIES = RuleFamily(
    family="blind-fishing-licence-zh",
    phrasing="unseen2-zh-1",
    language="zh",
    folder=_ZH_FOLDER,
    author=_FISH_ISSUER,
    versions=(
        _version(
            "blind-fishing-licence-2014-zh", _FISH_TITLE, date(2014, 5, 12),
            (
                "海州市海洋与渔业局文件",
                "海渔发〔2014〕23号",
                "各县（市、区）海洋与渔业局，局属各单位：现将《海州市渔业捕捞许可管理办法》印发给你们，请认真贯彻执行。",
            ),
            {
                "validity": "第六条 海洋捕捞许可证有效期为3年，期满需继续作业的，应当在期满前30日内申请换发。",
                "approval": "第九条 审批机关应当自受理申请之日起20个工作日内作出是否发放捕捞许可证的决定。",
                "closed": "第十二条 本市管辖海域伏季休渔时间为每年5月1日12时至7月31日24时。",
                "penalty": "第二十条 无证从事捕捞作业的，没收渔获物和违法所得，并处2000元以上1万元以下罚款。",
            },
            ("海州市海洋与渔业局办公室　　2014年5月12日印发",),
        ),
        _version(
            "blind-fishing-licence-2019-zh", _FISH_TITLE, date(2019, 7, 1),
            (
                "海州市海洋与渔业局",
                "海渔规〔2019〕4号",
                "各县（市、区）海洋与渔业局：《海州市渔业捕捞许可管理办法》已经局党组会议审议通过，现予印发。",
            ),
            {
                "validity": "第六条 海洋捕捞许可证有效期为5年，期满需继续作业的，应当在期满前3个月内申请换发。",
                "approval": "第九条 审批机关应当自受理申请之日起15个工作日内作出是否发放捕捞许可证的决定。",
                "closed": "第十二条 本市管辖海域伏季休渔时间为每年5月1日12时至9月16日12时，但钓具作业除外。",
                "penalty": "第二十条 无证从事捕捞作业的，没收渔获物和违法所得，并处5000元以上5万元以下罚款。",
            },
            ("第二十六条 本办法自2019年7月1日起施行。2014年5月12日印发的《海州市渔业捕捞许可管理办法》"
             "（海渔发〔2014〕23号）同时废止。",
             "海州市海洋与渔业局　　2019年5月28日"),
        ),
        _version(
            "blind-fishing-licence-2024-zh", _FISH_TITLE, date(2024, 3, 1),
            (
                "海州市农业农村局",
                "海农规〔2024〕2号",
                "按照机构改革职责调整，原由海州市海洋与渔业局承担的捕捞许可管理职责由本局承担。",
            ),
            {
                "validity": "第六条 海洋捕捞许可证有效期为5年；如渔船已列入减船转产计划，则许可证有效期不超过减船完成日期。",
                "approval": "第九条 审批机关应当自受理申请之日起10个工作日内作出是否发放捕捞许可证的决定，申请材料齐全且当场可以核实的，当场办结。",
                "closed": "第十二条 本市管辖海域伏季休渔时间为每年5月1日12时至9月16日12时，钓具作业休渔时间为5月1日12时至7月31日24时。",
                "penalty": "第二十条 无证从事捕捞作业的，没收渔获物和违法所得，并处1万元以上10万元以下罚款。",
            },
            ("第二十八条 本办法自2024年3月1日起施行，有效期5年。《海州市渔业捕捞许可管理办法》（海渔规〔2019〕4号）同时废止。",
             "海州市农业农村局　　2024年1月19日"),
        ),
    ),
    questions=(
        _now("海州市海洋捕捞许可证有效期是几年？", "validity"),
        _now("现在申请捕捞许可证，审批要多少个工作日？", "approval"),
        _now("海州伏季休渔期是从什么时候到什么时候？", "closed"),
        _now("目前无证捕捞会被罚多少钱？", "penalty"),
        _then("2016年海州市捕捞许可证有效期几年？", "validity", date(2016, 12, 31)),
        _then("2021年伏季休渔期是几月几号到几月几号？", "closed", date(2021, 12, 31)),
        _then("2019年6月15日申请捕捞许可证，审批时限是多少个工作日？", "approval", date(2019, 6, 15)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-zh-2: 图书馆借阅服务规定，文件编号不变，按版次修订（第2版代替第1版）；最新修订版已发布、将来施行。
# --------------------------------------------------------------------------------------------------------------
_LIB_TITLE = "星城市图书馆读者借阅服务规定"
_LIB_ISSUER = "星城市图书馆"

_LIBRARY = RuleFamily(
    family="blind-library-lending-zh",
    phrasing="unseen2-zh-2",
    language="zh",
    folder=_ZH_FOLDER,
    author=_LIB_ISSUER,
    versions=(
        _version(
            "blind-library-lending-ed1-zh", _LIB_TITLE, date(2013, 9, 2),
            (
                "文件编号：XCLIB-FW-07",
                "星城市图书馆 发布",
                "发布日期：2013年9月2日",
                "本规定适用于持星城市图书馆读者证在本馆及各分馆借阅普通外借文献的读者。",
            ),
            {
                "quota": "一、每张成人读者证最多可同时借阅图书10册，少儿读者证最多5册。",
                "period": "二、普通图书借期为30天。",
                "renewal": "三、图书到期前可续借1次，续借期15天；如图书已被其他读者预约，则不得续借。",
                "overdue": "四、逾期归还的，每册每日收取逾期费0.10元。",
            },
            ("咨询电话：0731-8555 0207（总服务台）",),
        ),
        _version(
            "blind-library-lending-ed2-zh", _LIB_TITLE, date(2018, 9, 1),
            (
                "（2018年修订）",
                "文件编号：XCLIB-FW-07（第2版）",
                "2018年8月6日发布　　2018年9月1日实施",
                "本规定第2版代替XCLIB-FW-07第1版（2013年版）。",
            ),
            {
                "quota": "一、每张成人读者证最多可同时借阅图书15册，少儿读者证最多8册。",
                "period": "二、普通图书借期为28天。",
                "renewal": "三、图书到期前可续借1次，续借期28天；如图书已被其他读者预约，则不得续借。",
                "overdue": "四、逾期归还的，每册每日收取逾期费0.05元，单册逾期费累计不超过该书定价。",
            },
            ("咨询电话：0731-8555 0207（总服务台）",),
        ),
        _version(
            "blind-library-lending-ed3-zh", _LIB_TITLE, date(2027, 1, 1),
            (
                "（2025年修订）",
                "文件编号：XCLIB-FW-07（第3版）",
                "经星城市文化广电旅游局同意，本版于2025年10月20日发布，自2027年1月1日起施行。",
                "第3版施行前，仍按第2版执行；自第3版施行之日起，第2版停止执行。",
            ),
            {
                "quota": "一、每张成人读者证最多可同时借阅图书20册，少儿读者证最多10册。",
                "period": "二、普通图书借期为45天。",
                "renewal": "三、图书到期前可续借2次，每次续借期30天；如图书已被其他读者预约，则不得续借。",
                "overdue": "四、逾期归还不再收取逾期费，但逾期超过60天的，暂停该读者证的借阅权限直至归还。",
            },
            ("咨询电话：0731-8555 0207（总服务台）",),
        ),
    ),
    questions=(
        _now("星城市图书馆一张成人读者证最多能借几本书？", "quota"),
        _now("图书馆借书期限是多少天？", "period"),
        _now("目前图书逾期归还怎么收费？", "overdue"),
        _now("现在借的书可以续借几次，每次多久？", "renewal"),
        _then("2015年星城图书馆借书能借多少天？", "period", date(2015, 12, 31)),
        _then("2018年8月20日还书逾期，每天收多少逾期费？", "overdue", date(2018, 8, 20)),
        _then("2027年1月1日起每张成人读者证可借多少册？", "quota", date(2027, 1, 1)),
        _then("2028年图书续借是什么规定？", "renewal", date(2028, 12, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-zh-3: 排污许可实施细则，发文机关更名，文号逐版变化；第一版只有汉字落款日期；以"代替""停止执行"衔接。
# --------------------------------------------------------------------------------------------------------------
_PW_TITLE = "临江市排污许可证核发管理实施细则"

_DISCHARGE = RuleFamily(
    family="blind-discharge-permit-zh",
    phrasing="unseen2-zh-3",
    language="zh",
    folder=_ZH_FOLDER,
    author="临江市生态环境局",
    versions=(
        _version(
            "blind-discharge-permit-2012-zh", _PW_TITLE, date(2012, 11, 8),
            (
                "临江市环境保护局",
                "临环发〔2012〕45号",
                "各区县环境保护局、各有关排污单位：为规范排污许可证核发工作，制定本细则，请遵照执行。",
            ),
            {
                "advance": "第五条 新建、改建、扩建项目的排污单位，应当在投入生产或者使用前30日提出排污许可证申请。",
                "review": "第八条 核发机关应当自受理申请之日起20个工作日内作出是否核发的决定。",
                "monitoring": "第十四条 排污单位应当按照许可证要求每季度至少开展一次自行监测，并保存原始监测记录。",
                "report": "第十六条 排污单位应当每半年向核发机关提交一次排污许可证执行报告。",
            },
            ("临江市环境保护局", "二〇一二年十一月八日"),
        ),
        _version(
            "blind-discharge-permit-2017-zh", _PW_TITLE, date(2017, 6, 1),
            (
                "临江市环境保护局",
                "临环发〔2017〕31号",
                "本细则代替《临江市排污许可证核发管理实施细则》（临环发〔2012〕45号）。",
            ),
            {
                "advance": "第五条 新建、改建、扩建项目的排污单位，应当在投入生产或者使用前60日提出排污许可证申请。",
                "review": "第八条 核发机关应当自受理申请之日起15个工作日内作出是否核发的决定。",
                "monitoring": "第十四条 排污单位应当按照许可证要求每月至少开展一次自行监测，并保存原始监测记录。",
                "report": "第十六条 排污单位应当每季度向核发机关提交一次排污许可证执行报告。",
            },
            ("第三十条 本细则自2017年6月1日起施行。", "临江市环境保护局", "二〇一七年四月二十五日"),
        ),
        _version(
            "blind-discharge-permit-2022-zh", _PW_TITLE, date(2022, 9, 1),
            (
                "临江市生态环境局",
                "临环规〔2022〕3号",
                "各区县生态环境分局、各有关排污单位：现将修订后的《临江市排污许可证核发管理实施细则》印发给你们。",
            ),
            {
                "advance": "第五条 新建、改建、扩建项目的排污单位，应当在启动生产设施或者发生实际排污之前45日提出排污许可证申请。",
                "review": "第八条 核发机关应当自受理申请之日起10个工作日内作出是否核发的决定，但需要进行现场核查的除外。",
                "monitoring": "第十四条 重点排污单位应当安装自动监测设备并与生态环境部门联网；其他排污单位每月至少开展两次自行监测。",
                "report": "第十六条 排污单位应当每季度提交执行报告，并于每年1月31日前提交上一年度执行报告。",
            },
            ("第三十二条 本细则自2022年9月1日起施行，有效期至2027年8月31日。原临江市环境保护局印发的"
             "《临江市排污许可证核发管理实施细则》（临环发〔2017〕31号）自本细则施行之日起停止执行。",
             "临江市生态环境局", "2022年7月29日"),
        ),
    ),
    questions=(
        _now("申请排污许可证要在投产前多少天提交？", "advance"),
        _now("现在排污许可证的核发时限是几个工作日？", "review"),
        _now("排污单位多久要做一次自行监测？", "monitoring"),
        _now("临江市现行规定下排污许可执行报告多久交一次？", "report"),
        _then("2015年排污许可证执行报告多久提交一次？", "report", date(2015, 12, 31)),
        _then("2020年排污许可证核发时限是多少个工作日？", "review", date(2020, 12, 31)),
        _then("2022年8月20日申请排污许可证，要在投产前多少天提出？", "advance", date(2022, 8, 20)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# blind-zh-4: 公共租赁住房租金管理办法，两部门联合印发；第二版按年份和标题停止旧版；第三版已印发、将来施行。
# --------------------------------------------------------------------------------------------------------------
_GZF_TITLE = "清河市公共租赁住房租金管理办法"
_GZF_ISSUER = "清河市住房和城乡建设局　清河市发展和改革委员会"

_PUBLIC_RENTAL = RuleFamily(
    family="blind-public-rental-rent-zh",
    phrasing="unseen2-zh-4",
    language="zh",
    folder=_ZH_FOLDER,
    author=_GZF_ISSUER,
    versions=(
        _version(
            "blind-public-rental-rent-2015-zh", _GZF_TITLE, date(2015, 3, 20),
            (
                "清河市住房和城乡建设局 清河市发展和改革委员会关于印发《清河市公共租赁住房租金管理办法》的通知",
                "清建发〔2015〕88号",
                "各区住房保障部门、各公共租赁住房运营单位：",
            ),
            {
                "rate": "一、公共租赁住房租金按同地段、同品质普通商品住房市场租金的70%确定。",
                "relief": "二、享受城市最低生活保障的承租家庭，租金减免50%。",
                "term": "三、租赁合同期限最长为3年，期满仍符合条件的可以续租。",
                "arrears": "四、承租人累计6个月以上未缴纳租金的，由运营单位解除合同、收回住房。",
            },
            ("清河市住房和城乡建设局办公室　2015年3月20日印发",),
        ),
        _version(
            "blind-public-rental-rent-2020-zh", _GZF_TITLE, date(2021, 1, 1),
            (
                "清河市住房和城乡建设局 清河市发展和改革委员会",
                "清建规〔2020〕6号",
                "本办法自2021年1月1日起执行。2015年印发的《清河市公共租赁住房租金管理办法》同时停止执行。",
            ),
            {
                "rate": "一、公共租赁住房租金按同地段、同品质普通商品住房市场租金的80%确定，每两年调整一次。",
                "relief": "二、享受城市最低生活保障的承租家庭，租金减免70%。",
                "term": "三、租赁合同期限最长为5年，期满仍符合条件的可以续租。",
                "arrears": "四、承租人累计3个月以上未缴纳租金的，由运营单位解除合同、收回住房。",
            },
            ("清河市住房和城乡建设局　清河市发展和改革委员会", "2020年11月16日"),
        ),
        _version(
            "blind-public-rental-rent-2025-zh", _GZF_TITLE, date(2028, 7, 1),
            (
                "清河市住房和城乡建设局 清河市发展和改革委员会",
                "清建规〔2025〕11号",
                "本办法经市人民政府同意，自2028年7月1日起施行。《清河市公共租赁住房租金管理办法》"
                "（清建规〔2020〕6号）自本办法施行之日起废止。",
            ),
            {
                "rate": "一、公共租赁住房租金按同地段、同品质普通商品住房市场租金的75%确定，每年评估一次。",
                "relief": "二、享受城市最低生活保障的承租家庭免收租金，但承租面积超出保障标准部分按市场租金计收。",
                "term": "三、租赁合同期限最长为3年，期满仍符合条件的可以续租，续租次数不限。",
                "arrears": "四、承租人累计2个月以上未缴纳租金，经催告后30日内仍不缴纳的，由运营单位解除合同、收回住房。",
            },
            ("清河市住房和城乡建设局　清河市发展和改革委员会", "2025年12月15日"),
        ),
    ),
    questions=(
        _now("清河市公租房租金按市场租金的多少比例收取？", "rate"),
        _now("低保家庭住公租房现在租金能减免多少？", "relief"),
        _now("公租房租赁合同最长签几年？", "term"),
        _now("目前公租房欠租多久会被收回住房？", "arrears"),
        _then("2018年清河公租房租金是市场租金的百分之几？", "rate", date(2018, 12, 31)),
        _then("2020年12月1日低保家庭公租房租金减免多少？", "relief", date(2020, 12, 1)),
        _then("2028年7月1日起公租房租金怎么定？", "rate", date(2028, 7, 1)),
        _then("2029年公租房拖欠租金多久会被收回？", "arrears", date(2029, 12, 31)),
    ),
)

UNSEEN_FAMILIES_2: tuple[RuleFamily, ...] = (
    _TCR,
    _FARES,
    _CGP,
    _HOUSING,
    _FISHERIES,
    _LIBRARY,
    _DISCHARGE,
    _PUBLIC_RENTAL,
)
