"""Rule families in the *unseen* phrasings: the held-out evaluation of version lineage.

Written separately from the lineage rules and never used to tune them (see families.py). Eight rules, four in
English (public-utility tariffs and a municipal by-law) and four in Chinese (municipal and utility rules), each in
2-3 versions whose succession is stated only the way real issuers state it: a shared identifier or 文号 chain,
edition and revision numbers, "cancelling" sheets, repeal clauses, adoption for a future date, and older versions
that carry nothing but an issue or passing date.

Two different rules share the generic title "Schedule of Charges" (a water authority and a district heating
company, with different identifiers) so that merging versions by title alone is caught.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from tasks.sample_corpus.families import RuleFamily, RuleQuestion, RuleVersion

REFERENCE_DATE = date(2026, 6, 1)

EN_FOLDER = "public/utility-rules"
ZH_FOLDER = "public/municipal-zh"


def _version(slug: str, title: str, in_force_from: date, header: tuple[str, ...], facts: Mapping[str, str],
             tail: tuple[str, ...] = ()) -> RuleVersion:
    """A version whose body is its header lines, then its fact paragraphs in order, then any closing lines."""
    return RuleVersion(slug=slug, title=title, paragraphs=(*header, *facts.values(), *tail),
                       in_force_from=in_force_from, facts=dict(facts))


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=REFERENCE_DATE, kind="current")


def _past(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="historical")


def _later(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind="future")


# --- unseen-en-1: water authority tariff, identifier + revision, older version dated only by its issue ---------

_RIVERTON_TITLE = "Schedule of Charges"

RIVERTON_WATER = RuleFamily(
    family="riverton-water-schedule-of-charges",
    phrasing="unseen-en-1",
    language="en",
    folder=EN_FOLDER,
    author="Riverton Water Authority",
    versions=(
        _version(
            "riverton-water-charges-ws4", _RIVERTON_TITLE, date(2015, 3, 14),
            header=(
                "Riverton Water Authority",
                "Tariff WS-4",
                "Issued by order of the Board of Directors, 14 March 2015.",
                "Enquiries: Customer Accounts Section, 1 Mill Lane, Riverton; telephone 0800 555 0141.",
            ),
            facts={
                "connection_fee": "1. Service connection. The charge for connecting a new residential service "
                                  "with a 20 mm meter is $640, payable before the works are scheduled.",
                "deposit": "2. Security deposit. An account holder who is not the owner of the premises shall "
                           "lodge a deposit of $90 when the account is opened.",
                "reconnection_fee": "3. Reconnection. Where supply has been restricted for non-payment, it will "
                                    "be restored on payment of the arrears and a reconnection fee of $55.",
                "meter_test": "4. Meter accuracy test. A customer may have the meter tested on payment of $35; "
                              "the fee is refunded if the meter is found to over-record by more than 5 per cent.",
            },
        ),
        _version(
            "riverton-water-charges-ws4-rev2", _RIVERTON_TITLE, date(2020, 1, 1),
            header=(
                "Riverton Water Authority",
                "Tariff WS-4, Revision 2",
                "Adopted by Board Resolution 2019/37 on 22 October 2019; effective for all bills issued on or "
                "after 1 January 2020.",
                "Revision 2 supersedes in its entirety the Schedule of Charges issued on 14 March 2015.",
                "Approved: J. Okafor, Director of Finance.",
            ),
            facts={
                "connection_fee": "1. Service connection. A new residential service with a 20 mm meter is "
                                  "connected for a charge of $785, payable before the works are scheduled.",
                "deposit": "2. Security deposit. Tenants and other non-owner account holders shall lodge a "
                           "deposit of $150, unless they have held a Riverton account for the previous 24 months "
                           "without a dishonoured payment.",
                "reconnection_fee": "3. Reconnection. Supply restricted for non-payment is restored once the "
                                    "arrears are cleared and a reconnection fee of $72 is paid; a reconnection "
                                    "outside business hours costs $140.",
                "meter_test": "4. Meter accuracy test. The fee for testing a meter at the customer's request is "
                              "$48, refundable where the meter over-records by more than 3 per cent.",
            },
        ),
        _version(
            "riverton-water-charges-ws4-rev3", _RIVERTON_TITLE, date(2028, 4, 1),
            header=(
                "Riverton Water Authority",
                "Tariff WS-4, Revision 3",
                "Adopted 9 February 2026 (Board Resolution 2026/05). This revision comes into force on "
                "1 April 2028.",
                "Tariff WS-4 Revision 2 continues to apply until 31 March 2028 and is rescinded with effect from "
                "the day this revision comes into force.",
                "Customer enquiries: accounts@rivertonwater.example or 0800 555 0141.",
            ),
            facts={
                "connection_fee": "1. Service connection. The charge for a new residential service with a 20 mm "
                                  "meter is $960, including the meter and the first inspection.",
                "deposit": "2. Security deposit. A non-owner account holder shall lodge a deposit of $210, "
                           "provided that no deposit is required where the account is paid by direct debit.",
                "reconnection_fee": "3. Reconnection. After a restriction for non-payment, supply is restored on "
                                    "clearance of the arrears and payment of a reconnection fee of $95 ($180 "
                                    "outside business hours).",
                "meter_test": "4. Meter accuracy test. A meter test requested by the customer costs $60; the fee "
                              "is refunded if the meter over-records by more than 2 per cent.",
            },
        ),
    ),
    questions=(
        _now("What is the Riverton Water Authority fee for connecting a new 20 mm residential water service?",
             "connection_fee"),
        _now("How much deposit does a tenant pay when opening a water account with Riverton?", "deposit"),
        _now("What reconnection fee does Riverton Water currently charge after restricting supply for "
             "non-payment?", "reconnection_fee"),
        _now("How much does it cost at present to have my water meter tested for accuracy?", "meter_test"),
        _past("What was the Riverton water reconnection fee in 2017?", "reconnection_fee", date(2017, 12, 31)),
        _past("What did a 20 mm residential water connection cost on 10 June 2019?", "connection_fee",
              date(2019, 6, 10)),
        _later("What deposit will a tenant have to pay for a Riverton water account from 1 April 2028?", "deposit",
               date(2028, 4, 1)),
        _later("In 2029, when will the water meter test fee be refunded?", "meter_test", date(2029, 12, 31)),
    ),
)


# --- unseen-en-2: district heating "Schedule of Charges" (same title, other issuer), editions ------------------

_NORTHGATE_TITLE = "Schedule of Charges"

NORTHGATE_HEAT = RuleFamily(
    family="northgate-heat-schedule-of-charges",
    phrasing="unseen-en-2",
    language="en",
    folder=EN_FOLDER,
    author="Northgate District Heating Company Ltd",
    versions=(
        _version(
            "northgate-heat-charges-ed1", _NORTHGATE_TITLE, date(2013, 9, 2),
            header=(
                "Northgate District Heating Company Ltd",
                "Document NDH-TC-04 - First Edition",
                "Published 2 September 2013 by the Commercial Department.",
                "This schedule applies to customers supplied from the Northgate heat network.",
            ),
            facts={
                "connection_charge": "A. Connection charge: a new customer substation is connected at £118 per kW "
                                     "of contracted heat load.",
                "standing_charge": "B. Standing charge: each customer pays an annual standing charge of £212, "
                                   "billed in twelve monthly instalments.",
                "disconnection_notice": "C. Disconnection: the Company will give at least 14 days' written notice "
                                        "before suspending supply for an unpaid account, save where the customer "
                                        "has interfered with the heat meter.",
                "late_interest": "D. Late payment: interest accrues on overdue sums at 4% above the Bank of "
                                 "England base rate.",
            },
        ),
        _version(
            "northgate-heat-charges-ed2", _NORTHGATE_TITLE, date(2021, 10, 1),
            header=(
                "Northgate District Heating Company Ltd",
                "NDH-TC-04, Second Edition (2021)",
                "Approved by the Board on 15 July 2021.",
                "This Second Edition replaces the First Edition of 2013 and applies to all heat supply agreements "
                "from 1 October 2021.",
                "Questions about this schedule: billing@northgateheat.example.",
            ),
            facts={
                "connection_charge": "A. Connection charge: £134 per kW of contracted heat load for each new "
                                     "substation.",
                "standing_charge": "B. Standing charge: £246 a year per customer, collected monthly with the "
                                   "heat bill.",
                "disconnection_notice": "C. Disconnection: supply to an account in arrears will not be suspended "
                                        "until 21 days after written notice has been sent, unless the heat meter "
                                        "has been tampered with.",
                "late_interest": "D. Late payment: overdue balances bear interest at 3% a year above the Bank of "
                                 "England base rate.",
            },
        ),
        _version(
            "northgate-heat-charges-ed3", _NORTHGATE_TITLE, date(2027, 10, 1),
            header=(
                "Northgate District Heating Company Ltd",
                "NDH-TC-04 Third Edition",
                "Published 20 November 2025. The Third Edition takes effect at the start of the 2027/28 heating "
                "season, on 1 October 2027; until then the 2021 edition remains in force.",
                "On that date the Second Edition ceases to have effect.",
            ),
            facts={
                "connection_charge": "A. Connection charge: £151 per kW of contracted heat load, except that a "
                                     "substation below 10 kW pays a fixed charge of £1,600.",
                "standing_charge": "B. Standing charge: £279 per customer per year, payable monthly.",
                "disconnection_notice": "C. Disconnection: the Company shall give 28 days' written notice before "
                                        "suspending supply for arrears, and shall not suspend supply to a "
                                        "household registered as vulnerable between 1 November and 31 March.",
                "late_interest": "D. Late payment: interest at 5% above the Bank of England base rate runs on any "
                                 "sum unpaid 30 days after the invoice date.",
            },
        ),
    ),
    questions=(
        _now("How much does Northgate District Heating charge per kW to connect a new substation?",
             "connection_charge"),
        _now("What is the annual standing charge for heat network customers in Northgate?", "standing_charge"),
        _now("How many days' notice must Northgate currently give before cutting off heat for unpaid bills?",
             "disconnection_notice"),
        _now("What interest rate applies to overdue district heating bills now?", "late_interest"),
        _past("What was the Northgate heat network standing charge in 2018?", "standing_charge",
              date(2018, 12, 31)),
        _past("How much notice did the heating company have to give before suspending supply on 1 March 2021?",
              "disconnection_notice", date(2021, 3, 1)),
        _later("What will the district heating connection charge per kW be in 2028?", "connection_charge",
               date(2028, 12, 31)),
        _later("From 1 October 2027, what late payment interest will Northgate add to heating accounts?",
               "late_interest", date(2027, 10, 1)),
    ),
)


# --- unseen-en-3: electric tariff rule on revised sheets ("Cancelling ... Sheet No."), US date style ----------

_EASTVALE_TITLE = "Rule No. 11 - Discontinuance and Restoration of Service"

EASTVALE_ELECTRIC = RuleFamily(
    family="eastvale-electric-rule-11",
    phrasing="unseen-en-3",
    language="en",
    folder=EN_FOLDER,
    author="Eastvale Power & Light Company",
    versions=(
        _version(
            "eastvale-rule11-original-sheet27", _EASTVALE_TITLE, date(2011, 6, 3),
            header=(
                "Eastvale Power & Light Company",
                "Electric Tariff - Original Sheet No. 27",
                "Advice Letter No. 212-E. Issued June 3, 2011.",
                "Issued by Margaret Lin, Vice President, Regulatory Affairs.",
            ),
            facts={
                "notice_days": "A. Notice. Service to a residential customer will not be discontinued for "
                               "nonpayment until at least 10 calendar days after a written notice of pending "
                               "discontinuance has been mailed.",
                "reconnection_charge": "B. Reconnection. Service discontinued for nonpayment will be restored upon "
                                       "payment of the past-due amount and a reconnection charge of $25 during "
                                       "regular business hours.",
                "deposit_limit": "C. Deposit. As a condition of restoring service, the Company may require a "
                                 "deposit not to exceed twice the customer's estimated average monthly bill.",
                "weather": "D. Weather. No residential service will be disconnected on a day for which the "
                           "National Weather Service forecasts a low temperature below 20°F in the service area.",
            },
        ),
        _version(
            "eastvale-rule11-first-revised-sheet27", _EASTVALE_TITLE, date(2017, 1, 1),
            header=(
                "Eastvale Power & Light Company",
                "Electric Tariff - First Revised Sheet No. 27, Cancelling Original Sheet No. 27",
                "Advice Letter No. 318-E. Issued November 18, 2016. Effective January 1, 2017.",
                "Authorized by Public Utilities Commission Decision No. 16-11-004.",
            ),
            facts={
                "notice_days": "A. Notice. A residential account may be disconnected for nonpayment no sooner than "
                               "15 calendar days after the Company mails a written notice of pending "
                               "discontinuance.",
                "reconnection_charge": "B. Reconnection. Upon payment of the past-due amount, service will be "
                                       "restored for a reconnection charge of $40 during regular business hours.",
                "deposit_limit": "C. Deposit. A deposit required as a condition of restoring service shall not "
                                 "exceed one and one-half times the customer's estimated average monthly bill.",
                "weather": "D. Weather. Residential disconnections are suspended on any day for which the "
                           "forecast low temperature in the service area is below 25°F.",
            },
        ),
        _version(
            "eastvale-rule11-second-revised-sheet27", _EASTVALE_TITLE, date(2022, 9, 1),
            header=(
                "Eastvale Power & Light Company",
                "Electric Tariff - Second Revised Sheet No. 27, Cancelling First Revised Sheet No. 27",
                "Advice Letter No. 455-E. Issued August 4, 2022. Effective September 1, 2022.",
                "Issued by Daniel Reyes, Director, Rates and Tariffs. Customer line: 1-800-555-0127.",
            ),
            facts={
                "notice_days": "A. Notice. The Company shall not discontinue residential service for nonpayment "
                               "until 21 calendar days have passed since a written notice of pending "
                               "discontinuance was mailed.",
                "reconnection_charge": "B. Reconnection. No reconnection charge applies to residential customers; "
                                       "a non-residential customer pays $60 to have service restored.",
                "deposit_limit": "C. Deposit. Any deposit required to restore service is limited to one average "
                                 "monthly bill, unless the customer has been disconnected twice in the preceding "
                                 "12 months.",
                "weather": "D. Weather. Residential service will not be disconnected when the forecast low is "
                           "below 32°F or the forecast heat index is above 100°F.",
            },
        ),
    ),
    questions=(
        _now("How many days' notice does Eastvale Power & Light give before disconnecting a home for "
             "nonpayment?", "notice_days"),
        _now("What is the reconnection charge after electric service is shut off for nonpayment?",
             "reconnection_charge"),
        _now("What is the largest deposit Eastvale can currently demand before restoring service?",
             "deposit_limit"),
        _now("Under the rule now in force, at what forecast temperature are residential electricity shut-offs "
             "suspended?", "weather"),
        _past("What was the electric reconnection charge in 2014?", "reconnection_charge", date(2014, 12, 31)),
        _past("How many days' notice was required before a nonpayment shut-off in 2019?", "notice_days",
              date(2019, 12, 31)),
        _past("What deposit limit applied to restoring electric service on 15 March 2022?", "deposit_limit",
              date(2022, 3, 15)),
    ),
)


# --- unseen-en-4: municipal street vending by-law, by-law numbers, passing dates, repeal clauses --------------

_ASHBY_TITLE = "Street Vending By-law"

ASHBY_VENDING = RuleFamily(
    family="ashby-street-vending-bylaw",
    phrasing="unseen-en-4",
    language="en",
    folder=EN_FOLDER,
    author="The Corporation of the Town of Ashby",
    versions=(
        _version(
            "ashby-street-vending-bylaw-2012-47", _ASHBY_TITLE, date(2012, 10, 23),
            header=(
                "The Corporation of the Town of Ashby",
                "By-law No. 2012-47",
                "Being a By-law to license and regulate vending from carts and stands on municipal streets and "
                "sidewalks.",
            ),
            facts={
                "permit_fee": "3. The annual fee for a street vending permit is $350, and every permit expires on "
                              "December 31 of the year in which it is issued.",
                "distance": "4. No vendor shall operate within 15 metres of the entrance to a restaurant or food "
                            "store, unless the owner of that business has consented in writing.",
                "hours": "5. Vending is permitted only between 7:00 a.m. and 9:00 p.m.",
                "permit_cap": "6. The Clerk shall issue no more than 20 street vending permits in any calendar "
                              "year.",
            },
            tail=(
                "Read a first, second and third time and finally passed this 23rd day of October, 2012.",
                "D. Carmichael, Mayor - R. Singh, Clerk",
            ),
        ),
        _version(
            "ashby-street-vending-bylaw-2018-112", _ASHBY_TITLE, date(2018, 4, 1),
            header=(
                "The Corporation of the Town of Ashby",
                "By-law No. 2018-112",
                "Being a By-law to license and regulate street vending, and to repeal By-law No. 2012-47.",
                "This By-law shall come into force on the 1st day of April, 2018, on which date the Street Vending "
                "By-law of 2012 is repealed.",
            ),
            facts={
                "permit_fee": "3. A street vending permit costs $475 a year and runs from April 1 to March 31 of "
                              "the following year.",
                "distance": "4. A vendor shall keep at least 25 metres from the entrance of any restaurant or food "
                            "store, except with the written consent of its owner.",
                "hours": "5. Vending may take place between 7:00 a.m. and 11:00 p.m.",
                "permit_cap": "6. The number of street vending permits in force at any time shall not exceed 30.",
            },
            tail=(
                "Enacted and passed this 12th day of February, 2018.",
                "By-law Services, Ashby Town Hall, 905-555-0190",
            ),
        ),
        _version(
            "ashby-street-vending-bylaw-2024-031", _ASHBY_TITLE, date(2025, 1, 1),
            header=(
                "The Corporation of the Town of Ashby",
                "By-law No. 2024-031",
                "Passed by Council on 10 September 2024.",
                "Effective January 1, 2025. By-law No. 2018-112, as amended, is hereby repealed.",
            ),
            facts={
                "permit_fee": "3. The annual street vending permit fee is $560; a registered non-profit "
                              "organisation pays half that fee.",
                "distance": "4. No cart or stand may be placed within 20 metres of a restaurant or food store "
                            "entrance, unless its owner consents in writing.",
                "hours": "5. Street vending is allowed from 6:00 a.m. to midnight.",
                "permit_cap": "6. Council may license up to 40 street vendors at any one time.",
            },
            tail=("Licensing enquiries: By-law Services, Ashby Town Hall, 905-555-0190",),
        ),
    ),
    questions=(
        _now("What does a street vending permit cost in Ashby?", "permit_fee"),
        _now("How close to a restaurant entrance can a food cart set up?", "distance"),
        _now("What hours are street vendors allowed to trade under the current by-law?", "hours"),
        _now("How many vending permits can the Town of Ashby issue?", "permit_cap"),
        _past("What was the annual vending permit fee in 2015?", "permit_fee", date(2015, 12, 31)),
        _past("What were the permitted street vending hours in 2020?", "hours", date(2020, 12, 31)),
        _past("On 30 June 2024, how many street vending permits could Ashby have in force?", "permit_cap",
              date(2024, 6, 30)),
    ),
)


# --- unseen-zh-1: 生活垃圾处理费，文号链，"自发布之日起施行"，未来施行 ------------------------------------------------

_QINGHE_TITLE = "清河市城市生活垃圾处理费征收管理办法"

QINGHE_WASTE_FEE = RuleFamily(
    family="qinghe-waste-fee-zh",
    phrasing="unseen-zh-1",
    language="zh",
    folder=ZH_FOLDER,
    author="清河市发展和改革委员会 清河市城市管理局",
    versions=(
        _version(
            "qinghe-waste-fee-2014-zh", _QINGHE_TITLE, date(2014, 6, 20),
            header=(
                "清河市发展和改革委员会 清河市城市管理局",
                "清发改价〔2014〕88号",
                "各区人民政府，市直有关单位：现将《清河市城市生活垃圾处理费征收管理办法》印发给你们，请认真贯彻执行。",
                "2014年6月20日",
            ),
            facts={
                "resident_fee": "第三条 居民家庭生活垃圾处理费按每户每月8元计收，由供水企业随水费代收。",
                "nonresident_fee": "第四条 非居民单位按实际产生量计收生活垃圾处理费，收费标准为每吨95元。",
                "exemption": "第五条 享受城乡最低生活保障的家庭免缴生活垃圾处理费，但已将住房出租的除外。",
                "late_fee": "第六条 非居民单位逾期未缴纳的，自滞纳之日起按日加收应缴金额千分之一的滞纳金。",
            },
            tail=("第九条 本办法自发布之日起施行。",),
        ),
        _version(
            "qinghe-waste-fee-2019-zh", _QINGHE_TITLE, date(2019, 7, 1),
            header=(
                "清河市发展和改革委员会 清河市城市管理局",
                "清发改价〔2019〕31号",
                "（2019年5月28日印发）",
            ),
            facts={
                "resident_fee": "第三条 居民家庭生活垃圾处理费标准调整为每户每月12元，继续由供水企业随水费代收。",
                "nonresident_fee": "第四条 非居民单位生活垃圾处理费按每吨130元计收；无计量条件的，按核定产生量计收。",
                "exemption": "第五条 城乡最低生活保障家庭和特困供养人员免缴生活垃圾处理费；但住房用于出租或者经营的除外。",
                "late_fee": "第六条 非居民单位逾期缴纳的，按日加收应缴金额万分之五的滞纳金。",
            },
            tail=(
                "第十二条 本办法自2019年7月1日起施行。原《清河市城市生活垃圾处理费征收管理办法》"
                "（清发改价〔2014〕88号）同时废止。",
                "联系单位：市城市管理局市容环卫处，电话：12319。",
            ),
        ),
        _version(
            "qinghe-waste-fee-2025-zh", _QINGHE_TITLE + "（2025年修订）", date(2027, 1, 1),
            header=(
                "清河市发展和改革委员会 清河市城市管理局",
                "清发改价〔2025〕112号",
                "（2025年12月16日印发）",
                "本办法自2027年1月1日起施行，有效期五年。清发改价〔2019〕31号文件自本办法施行之日起停止执行。",
            ),
            facts={
                "resident_fee": "第三条 居民家庭按每户每月15元缴纳生活垃圾处理费；实行垃圾分类达标的小区，可按每户每月13元缴纳。",
                "nonresident_fee": "第四条 非居民单位的收费标准为每吨168元。",
                "exemption": "第五条 最低生活保障家庭、特困供养人员和低保边缘家庭免缴生活垃圾处理费，但住房用于出租或者经营的除外。",
                "late_fee": "第六条 非居民单位未按期缴纳的，每日按欠缴金额的万分之三加收滞纳金。",
            },
        ),
    ),
    questions=(
        _now("清河市居民每月要交多少生活垃圾处理费？", "resident_fee"),
        _now("非居民单位的生活垃圾处理费每吨多少钱？", "nonresident_fee"),
        _now("目前哪些家庭可以免缴生活垃圾处理费？", "exemption"),
        _now("现行办法下，逾期缴纳垃圾处理费的滞纳金怎么算？", "late_fee"),
        _past("2017年清河市居民生活垃圾处理费是每户每月多少钱？", "resident_fee", date(2017, 12, 31)),
        _past("2015年3月1日非居民单位的垃圾处理费每吨收多少？", "nonresident_fee", date(2015, 3, 1)),
        _later("2027年1月1日起居民生活垃圾处理费是多少？", "resident_fee", date(2027, 1, 1)),
        _later("2028年非居民单位欠缴垃圾处理费的滞纳金比例是多少？", "late_fee", date(2028, 12, 31)),
    ),
)


# --- unseen-zh-2: 燃气企业标准，标准编号+年号，"代替"，第二版/第三版，发布/实施日期 --------------------------------

_LINHAI_TITLE = "管道燃气客户服务规范"

LINHAI_GAS = RuleFamily(
    family="linhai-gas-service-standard-zh",
    phrasing="unseen-zh-2",
    language="zh",
    folder=ZH_FOLDER,
    author="临海燃气有限公司",
    versions=(
        _version(
            "linhai-gas-service-q003-2016-zh", _LINHAI_TITLE, date(2016, 3, 15),
            header=(
                "临海燃气有限公司企业标准",
                "Q/LHRQ 003—2016",
                "2016-03-15 发布",
                "本标准由临海燃气有限公司客户服务部提出并归口。",
            ),
            facts={
                "deposit": "5.1 居民用户开户时应预交燃气费保证金300元，销户结清费用后无息退还。",
                "notice": "5.2 因欠费需要停止供气的，应在停气前7日以书面形式通知用户。",
                "meter_test": "5.3 用户对燃气表计量有异议的，可申请检定；检定误差超出±3%的，检定费由本公司承担，"
                              "否则由用户按每次80元承担。",
                "response": "5.4 接到燃气泄漏报修后，抢修人员应在30分钟内到达现场。",
            },
        ),
        _version(
            "linhai-gas-service-q003-2021-zh", _LINHAI_TITLE, date(2022, 3, 1),
            header=(
                "临海燃气有限公司企业标准",
                "Q/LHRQ 003—2021",
                "代替 Q/LHRQ 003—2016",
                "2021-12-30 发布　　2022-03-01 实施",
                "本标准是第二版。与前一版相比，主要变化为：调整了保证金、停气通知时限、表具检定和抢修到场时限的规定。",
            ),
            facts={
                "deposit": "5.1 居民用户开户时预交保证金200元；但已签订银行代扣协议的，免交保证金。",
                "notice": "5.2 因欠费停止供气的，应提前10日书面通知用户，并在停气前再次电话告知。",
                "meter_test": "5.3 用户申请检定燃气表，检定误差超出±2%的，检定费由本公司承担；未超出的，用户承担检定费每次60元。",
                "response": "5.4 燃气泄漏抢修人员到达现场时间：城区不超过20分钟，郊区不超过40分钟。",
            },
            tail=("服务热线：96777",),
        ),
        _version(
            "linhai-gas-service-q003-2025-zh", _LINHAI_TITLE, date(2027, 3, 1),
            header=(
                "临海燃气有限公司企业标准",
                "Q/LHRQ 003—2025",
                "代替 Q/LHRQ 003—2021",
                "2025-12-10 发布　　2027-03-01 实施",
                "本标准为第三版，自实施之日起，Q/LHRQ 003—2021停止执行。",
            ),
            facts={
                "deposit": "5.1 居民用户开户不再预交保证金。",
                "notice": "5.2 因欠费需停止供气的，应至少提前15日书面通知用户。",
                "meter_test": "5.3 用户每年首次申请燃气表检定免费；一年内再次申请且检定误差未超出±1.5%的，每次收取检定费50元。",
                "response": "5.4 接到燃气泄漏报修后，城区15分钟内、郊区30分钟内到达现场。",
            },
            tail=("服务热线：96777",),
        ),
    ),
    questions=(
        _now("临海燃气开户要交多少保证金？", "deposit"),
        _now("欠费停气前燃气公司要提前几天通知？", "notice"),
        _now("现在燃气表检定误差超过多少，检定费由燃气公司承担？", "meter_test"),
        _now("目前燃气泄漏报修后抢修人员多久能到现场？", "response"),
        _past("2019年欠费停气需要提前几天书面通知用户？", "notice", date(2019, 12, 31)),
        _past("2018年居民开户的燃气保证金是多少？", "deposit", date(2018, 12, 31)),
        _later("2027年3月1日以后开户还要交燃气保证金吗？", "deposit", date(2027, 3, 1)),
        _later("2028年申请燃气表检定要收费吗？", "meter_test", date(2028, 12, 31)),
    ),
)


# --- unseen-zh-3: 路内停车，政府规章，审议通过+公布日期，"（2023年修订）"，按公布日期援引旧文 --------------------

_DONGCHUAN_TITLE = "东川市城市道路临时停车管理办法"

DONGCHUAN_PARKING = RuleFamily(
    family="dongchuan-street-parking-zh",
    phrasing="unseen-zh-3",
    language="zh",
    folder=ZH_FOLDER,
    author="东川市人民政府",
    versions=(
        _version(
            "dongchuan-street-parking-2013-zh", _DONGCHUAN_TITLE, date(2013, 4, 8),
            header=(
                "东川市人民政府",
                "东政规〔2013〕5号",
                "《东川市城市道路临时停车管理办法》已经市政府常务会议审议通过，现予公布。",
                "市长 李明远　　2013年4月8日",
            ),
            facts={
                "day_rate": "第十条 小型车白天（8:00—20:00）首小时收费3元，超过首小时后每半小时收费1元。",
                "grace": "第十一条 停放不超过15分钟的，免收停车费。",
                "night_cap": "第十二条 夜间（20:00至次日8:00）停放的，每车每次收费5元封顶。",
                "arrears": "第十五条 停车人未缴纳停车费驶离的，应当在7日内补缴；逾期未补缴的，依法纳入信用记录。",
            },
        ),
        _version(
            "dongchuan-street-parking-2018-zh", _DONGCHUAN_TITLE, date(2018, 10, 1),
            header=(
                "东川市人民政府",
                "东政规〔2018〕9号",
                "2018年8月20日印发",
            ),
            facts={
                "day_rate": "第十条 小型车白天（8:00—20:00）首小时收费5元，之后每半小时收费2元。",
                "grace": "第十一条 停放不超过30分钟的，不收取停车费；但在禁停时段停放的除外。",
                "night_cap": "第十二条 夜间（20:00至次日8:00）停放，每车每次最高收费10元。",
                "arrears": "第十五条 未缴费驶离的，停车人应当自驶离之日起15日内补缴停车费。",
            },
            tail=(
                "第二十八条 本办法自2018年10月1日起施行。2013年4月8日公布的《东川市城市道路临时停车管理办法》"
                "（东政规〔2013〕5号）同时废止。",
                "东川市人民政府办公室",
            ),
        ),
        _version(
            "dongchuan-street-parking-2023-zh", _DONGCHUAN_TITLE + "（2023年修订）", date(2023, 7, 1),
            header=(
                "东川市人民政府",
                "东政规〔2023〕2号",
                "根据2023年5月10日东川市人民政府第7次常务会议《关于修改〈东川市城市道路临时停车管理办法〉的决定》修订。",
                "本办法自2023年7月1日起施行，东政规〔2018〕9号文件同时停止执行。",
                "咨询电话：0871-12345（市民热线）",
            ),
            facts={
                "day_rate": "第十条 一类区域小型车白天首小时收费6元，之后每半小时收费3元；二类区域按一类区域标准的50%执行。",
                "grace": "第十一条 停放20分钟以内的免费，但同一车辆当日第二次停放的除外。",
                "night_cap": "第十二条 夜间停放的，每车每次收费不超过8元。",
                "arrears": "第十五条 停车人应当在驶离后30日内补缴欠缴的停车费；逾期未缴的，由公安交管部门依法处理。",
            },
        ),
    ),
    questions=(
        _now("东川市路边停车首小时收多少钱？", "day_rate"),
        _now("在路边临时停车多长时间以内免费？", "grace"),
        _now("现行规定夜间路边停车最多收多少钱？", "night_cap"),
        _now("没交停车费就开走了，要在几天内补缴？", "arrears"),
        _past("2016年东川路内停车首小时收费标准是多少？", "day_rate", date(2016, 12, 31)),
        _past("2020年路边停车免费时长是多少分钟？", "grace", date(2020, 12, 31)),
        _past("2023年6月1日夜间路内停车封顶价是多少？", "night_cap", date(2023, 6, 1)),
    ),
)


# --- unseen-zh-4: 施工许可实施细则，签发日期，按标题+文号废止，2028年起施行 -----------------------------------------

_NANPING_TITLE = "南屏市建筑工程施工许可管理实施细则"

NANPING_BUILDING_PERMIT = RuleFamily(
    family="nanping-building-permit-zh",
    phrasing="unseen-zh-4",
    language="zh",
    folder=ZH_FOLDER,
    author="南屏市住房和城乡建设局",
    versions=(
        _version(
            "nanping-building-permit-2015-zh", _NANPING_TITLE, date(2015, 8, 12),
            header=(
                "南屏市住房和城乡建设局文件",
                "南建发〔2015〕64号",
                "签发人：周国华",
                "南屏市住房和城乡建设局　2015年8月12日",
            ),
            facts={
                "approval_days": "第六条 申请材料齐全、符合法定形式的，发证机关应当自受理申请之日起15个工作日内作出是否颁发施工许可证的决定。",
                "correction": "第七条 申请材料不齐全的，发证机关应当在5个工作日内一次性告知申请人需要补正的全部内容。",
                "extension": "第九条 建设单位应当自领取施工许可证之日起三个月内开工；因故不能按期开工的，应当在期满前10日内向发证机关申请延期。",
                "threshold": "第十二条 工程投资额在30万元以下或者建筑面积在300平方米以下的建筑工程，可以不申请办理施工许可证。",
            },
        ),
        _version(
            "nanping-building-permit-2020-zh", _NANPING_TITLE, date(2021, 1, 1),
            header=(
                "南屏市住房和城乡建设局",
                "南建规〔2020〕3号",
                "2020年9月25日印发",
                "本细则自2021年1月1日起施行。《南屏市住房和城乡建设局关于印发〈南屏市建筑工程施工许可管理实施细则〉的通知》"
                "（南建发〔2015〕64号）同时废止。",
            ),
            facts={
                "approval_days": "第六条 对符合条件的申请，发证机关应当自受理之日起7个工作日内颁发施工许可证。",
                "correction": "第七条 申请材料不齐全的，发证机关应当当场或者在3个工作日内一次性告知需要补正的材料。",
                "extension": "第九条 因故不能在领证之日起三个月内开工的，建设单位应当在期满前15日内申请延期；但因不可抗力不能开工的，可以在期满后补办。",
                "threshold": "第十二条 工程投资额在100万元以下或者建筑面积在500平方米以下的建筑工程，可以不申请办理施工许可证。",
            },
            tail=("联系电话：0771-5550123（行政审批科）",),
        ),
        _version(
            "nanping-building-permit-2026-zh", _NANPING_TITLE, date(2028, 1, 1),
            header=(
                "南屏市住房和城乡建设局",
                "南建规〔2026〕1号",
                "2026年3月18日印发",
                "本细则自2028年1月1日起施行，南建规〔2020〕3号同时废止；本细则施行前已受理的申请，仍按原规定办理。",
            ),
            facts={
                "approval_days": "第六条 申请材料齐全的，发证机关应当在受理后3个工作日内办结。",
                "correction": "第七条 申请材料不齐全的，发证机关应当在1个工作日内通过审批系统一次性告知需要补正的材料。",
                "extension": "第九条 不能按期开工的，建设单位应当在开工期限届满前5个工作日内通过审批系统申请延期。",
                "threshold": "第十二条 工程投资额在200万元以下或者建筑面积在800平方米以下的建筑工程，不需要申请办理施工许可证。",
            },
            tail=("联系电话：0771-5550123（行政审批科）",),
        ),
    ),
    questions=(
        _now("南屏市施工许可证审批时限是多少个工作日？", "approval_days"),
        _now("施工许可申请材料不全，住建局要在多长时间内告知补正？", "correction"),
        _now("目前投资额多少以下的工程可以不办施工许可证？", "threshold"),
        _now("领了施工许可证不能按期开工，现在要提前多少天申请延期？", "extension"),
        _past("2018年办理施工许可证的审批时限是多少？", "approval_days", date(2018, 12, 31)),
        _past("2016年哪些小型工程可以不申请施工许可证？", "threshold", date(2016, 12, 31)),
        _later("2028年施工许可审批时限是几个工作日？", "approval_days", date(2028, 12, 31)),
        _later("2029年申请延期开工需要提前多久？", "extension", date(2029, 12, 31)),
    ),
)


UNSEEN_FAMILIES: tuple[RuleFamily, ...] = (
    RIVERTON_WATER,
    NORTHGATE_HEAT,
    EASTVALE_ELECTRIC,
    ASHBY_VENDING,
    QINGHE_WASTE_FEE,
    LINHAI_GAS,
    DONGCHUAN_PARKING,
    NANPING_BUILDING_PERMIT,
)
