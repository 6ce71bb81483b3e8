"""Blind batch 4b: eight versioned rule families (4 English, 4 Chinese) written without sight of the cue rules."""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, head: tuple[str, ...], facts: dict[str, str], tail: tuple[str, ...],
             start: date) -> RuleVersion:
    """Header lines, then the numbered fact paragraphs (in dict order), then closing lines."""
    return RuleVersion(slug=slug, title=title, paragraphs=(*head, *facts.values(), *tail), in_force_from=start,
                       facts=dict(facts))


def _q(query: str, fact: str, as_of: date) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


NOW = REFERENCE_DATE

# --------------------------------------------------------------------------------------------------------------
# EN 1 - Ireland: motor compensation bureau, uninsured / untraced vehicle claims and excess rules
# --------------------------------------------------------------------------------------------------------------
_RUCBI_TITLE = "Claims Rules for Uninsured and Untraced Vehicle Claims"

_RUCBI = RuleFamily(
    family="bl4b-rucbi-claims-rules",
    phrasing="blind4-b-en-1",
    language="en",
    folder="official/insurance-claims",
    author="Road Users' Compensation Bureau of Ireland",
    versions=(
        _version(
            "bl4b-rucbi-claims-rules-no3-2017", _RUCBI_TITLE,
            ("Road Users' Compensation Bureau of Ireland (RUCBI)",
             "Claims Rules for Uninsured and Untraced Vehicle Claims - Rules No. 3 of 2017",
             "Adopted by the Board of the Bureau at its meeting held in Dublin on 14 September 2017."),
            {
                "notify": "1. A claimant shall notify the Bureau in writing of any claim within 30 days of the "
                          "collision, quoting the Garda station to which the collision was reported. Late "
                          "notification may result in the claim being declined.",
                "excess": "2. An excess of EUR 500 applies to every claim for damage to property arising from the "
                          "use of an uninsured vehicle and is deducted from the sum agreed or awarded.",
                "untraced": "3. Property damage caused by an untraced (hit-and-run) vehicle is compensable only "
                            "where the same collision caused a personal injury requiring at least two nights' "
                            "treatment as a hospital in-patient.",
                "cap": "4. The Bureau's liability for property damage in respect of any one collision shall not "
                       "exceed EUR 30,000 in aggregate, however many claimants there are.",
                "estimates": "5. Two independent repair estimates must accompany any claim for vehicle damage "
                             "exceeding EUR 1,500.",
            },
            ("Enquiries: Claims Services Unit, RUCBI, Dublin 2.",),
            date(2017, 9, 14)),
        _version(
            "bl4b-rucbi-claims-rules-no3-2017-amdt1", _RUCBI_TITLE + " (as amended)",
            ("Road Users' Compensation Bureau of Ireland",
             "Rules No. 3 of 2017 - Claims Rules for Uninsured and Untraced Vehicle Claims, incorporating "
             "Amendment No. 1 (2021)",
             "Amendment No. 1 was approved by the Board on 9 December 2020 following a public consultation that "
             "closed on 30 October 2020. The Rules as amended take effect on 1 March 2021 and apply to claims "
             "notified on or after that date."),
            {
                "notify": "1. Written notice of a claim must reach the Bureau no later than 60 days after the "
                          "collision; the Garda PULSE incident number should be quoted where available.",
                "excess": "2. The excess on property damage claims involving an uninsured vehicle is reduced to "
                          "EUR 250 (previously EUR 500). No excess applies where the claimant was a pedestrian "
                          "or cyclist.",
                "untraced": "3. Where the offending vehicle is untraced, property damage is covered only if the "
                            "collision also caused significant personal injury, meaning in-patient hospital "
                            "treatment of one night or more, or five or more outpatient treatments.",
                "cap": "4. Aggregate liability for property damage arising from a single collision is capped "
                       "at EUR 50,000.",
                "estimates": "5. Vehicle damage claims above EUR 2,500 require two independent repair estimates "
                             "or an engineer's assessment report.",
            },
            ("Document history: Rules No. 3 of 2017 adopted 14 September 2017; Amendment No. 1 approved "
             "9 December 2020; consolidated text published 15 January 2021.",),
            date(2021, 3, 1)),
        _version(
            "bl4b-rucbi-claims-rules-2026", "Claims Rules 2026",
            ("ROAD USERS' COMPENSATION BUREAU OF IRELAND",
             "Claims Rules 2026 (Rules No. 1 of 2026)",
             "Made by the Board on 20 May 2026. These Rules commence on 1 March 2027. On commencement they "
             "revoke and replace Rules No. 3 of 2017, as amended by Amendment No. 1; claims notified before "
             "that date continue to be handled under the revoked Rules."),
            {
                "notify": "1. Claims are to be notified through the Bureau's online portal, or in writing, within "
                          "three months from the date of the collision.",
                "excess": "2. A flat excess of EUR 300 is deducted from every property damage award in uninsured "
                          "vehicle cases; pedestrians, cyclists and e-scooter users are exempt.",
                "untraced": "3. In untraced vehicle cases, property damage is payable where any personal injury "
                            "from the collision was treated by a registered medical practitioner within seven "
                            "days, subject to a separate excess of EUR 1,000.",
                "cap": "4. The maximum aggregate payment for property damage from any single collision is "
                       "EUR 75,000.",
                "estimates": "5. For vehicle damage above EUR 3,000 the Bureau appoints its own assessor; "
                             "claimants need not obtain repair estimates.",
            },
            ("Published on the Bureau's website on 27 May 2026.",),
            date(2027, 3, 1)),
    ),
    questions=(
        _q("What excess does the Road Users' Compensation Bureau deduct from a property damage claim caused by "
           "an uninsured driver?", "excess", NOW),
        _q("How long do I have to tell RUCBI about a claim after a crash with an uninsured car?", "notify", NOW),
        _q("Irish compensation bureau for uninsured drivers: can I claim for damage to my car after a hit-and-run "
           "if I was only seen as an outpatient a few times?", "untraced", NOW),
        _q("What is the most RUCBI will pay altogether for property damage from one collision?", "cap", NOW),
        _q("In 2019, what was the deadline for notifying the Road Users' Compensation Bureau of Ireland of an "
           "uninsured driver claim?", "notify", date(2019, 12, 31)),
        _q("Under the RUCBI claims rules as they stood in June 2018, how much was knocked off a property damage "
           "payout as an excess?", "excess", date(2018, 6, 30)),
        _q("Back in 2022, above what amount of car damage did the Road Users' Compensation Bureau want two "
           "independent repair quotes?", "estimates", date(2022, 12, 31)),
        _q("On 1 February 2021, what was the ceiling on RUCBI's total property damage liability for a single "
           "accident?", "cap", date(2021, 2, 1)),
        _q("Once the Irish compensation bureau's 2026 claims rules kick in, what excess will apply to property "
           "damage from an uninsured vehicle - say for a crash in June 2027?", "excess", date(2027, 6, 1)),
        _q("From March 2027, what will RUCBI require before paying for vehicle damage in a hit-and-run case?",
           "untraced", date(2027, 3, 1)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# EN 2 - US county: animal control ordinance (licensing fees, impound charges)
# --------------------------------------------------------------------------------------------------------------
_KC_TITLE = "Kittredge County Animal Control Ordinance"

_KITTREDGE = RuleFamily(
    family="bl4b-kittredge-animal-control",
    phrasing="blind4-b-en-2",
    language="en",
    folder="official/county-ordinances",
    author="Board of County Commissioners of Kittredge County, Colorado",
    versions=(
        _version(
            "bl4b-kittredge-animal-ord-2012-07", _KC_TITLE,
            ("KITTREDGE COUNTY, COLORADO",
             "ORDINANCE NO. 2012-07",
             "AN ORDINANCE CONCERNING THE LICENSING AND CONTROL OF DOGS WITHIN THE UNINCORPORATED AREAS OF "
             "KITTREDGE COUNTY"),
            {
                "license": "Sec. 3. Every dog over four months of age kept in the unincorporated county shall be "
                           "licensed annually. The fee is $15 for a spayed or neutered dog and $35 for an "
                           "unaltered dog.",
                "late": "Sec. 4. A license purchased more than 30 days after it falls due carries a late penalty "
                        "of $10.",
                "impound": "Sec. 7. The owner of an impounded animal shall pay an impound fee of $40 for the first "
                           "impoundment in any twelve-month period, $75 for the second and $150 for each "
                           "subsequent impoundment.",
                "board": "Sec. 8. A boarding charge of $10 per day or part of a day is payable for each day the "
                         "animal is held at the county shelter.",
                "hold": "Sec. 9. An unclaimed stray shall be held for five days, excluding Sundays, before it may "
                        "be offered for adoption or otherwise disposed of.",
            },
            ("PASSED AND ADOPTED by the Board of County Commissioners of Kittredge County, Colorado, this 9th day "
             "of October, 2012.",
             "ATTEST: Clerk to the Board"),
            date(2012, 10, 9)),
        _version(
            "bl4b-kittredge-animal-ord-2019-14", _KC_TITLE,
            ("KITTREDGE COUNTY, COLORADO - ORDINANCE NO. 2019-14",
             "An Ordinance Amending and Restating Ordinance No. 2012-07, the Kittredge County Animal Control "
             "Ordinance, to Include Cats and Revise Fees",
             "Introduced and read on first reading November 12, 2019; published in full in the Kittredge Ledger "
             "November 21, 2019; adopted on second reading December 10, 2019."),
            {
                "license": "Sec. 3. Annual license fees: sterilized dog or cat, $20; unsterilized dog or cat, $50. "
                           "Owners aged 65 or over pay half the applicable fee.",
                "late": "Sec. 4. A late fee of $25 is added to any license renewed after March 1 of the license "
                        "year.",
                "impound": "Sec. 7. Impound fees: $50 for a first impound, $100 for a second within twelve months, "
                           "$200 for a third or later. The first-impound fee is waived once if the animal is "
                           "licensed and microchipped.",
                "board": "Sec. 8. The shelter shall charge $15 for each calendar day of boarding.",
                "hold": "Sec. 9. Strays without identification are held for a minimum of five business days; "
                        "animals with a tag or microchip are held for ten days after notice is mailed to the owner.",
            },
            ("Sec. 14. EFFECTIVE DATE. This ordinance shall be in full force and effect from and after "
             "January 1, 2020.",),
            date(2020, 1, 1)),
        _version(
            "bl4b-kittredge-animal-ord-2024-05", _KC_TITLE,
            ("ORDINANCE NO. 2024-05 - Kittredge County Animal Control and Licensing",
             "Section 1. Repeal. Ordinance No. 2019-14 is hereby repealed in its entirety and replaced by the "
             "provisions of this ordinance."),
            {
                "license": "Sec. 3. Licenses may be issued for one or three years. One-year fee: $25 altered, $60 "
                           "unaltered; three-year license for an altered animal: $60. Service animals are "
                           "licensed free of charge.",
                "late": "Sec. 4. Renewals received more than 60 days after expiry incur a $30 delinquency charge.",
                "impound": "Sec. 7. Impoundment fees are $75 for the first, $150 for the second and $300 for any "
                           "further impoundment of the same animal within a 24-month period.",
                "board": "Sec. 8. Daily care and boarding: $20 per day for dogs, $12 per day for cats.",
                "hold": "Sec. 9. The stray hold period is three full days for unidentified animals and seven days "
                        "for animals bearing identification, after which ownership vests in the County.",
            },
            ("Sec. 12. Effective date. This ordinance takes effect July 1, 2024, the first day of the County's "
             "2024-25 fiscal year.",
             "Public hearing held April 9, 2024. Adopted April 23, 2024, by a vote of 4-1."),
            date(2024, 7, 1)),
    ),
    questions=(
        _q("How much is a yearly dog license in Kittredge County if my dog is neutered?", "license", NOW),
        _q("Kittredge County animal shelter: what does it cost per day to board an impounded dog?", "board", NOW),
        _q("How long does Kittredge County keep a stray with no microchip or tag before it can be adopted out?",
           "hold", NOW),
        _q("What are Kittredge County's impound charges if my dog gets picked up a second time?", "impound", NOW),
        _q("What did Kittredge County charge to get a dog out of the pound the first time, back in 2016?",
           "impound", date(2016, 12, 31)),
        _q("Under the Kittredge County animal control ordinance in force in 2022, what was the penalty for "
           "renewing a pet license late?", "late", date(2022, 12, 31)),
        _q("In April 2020, how long were unidentified strays held at the Kittredge County shelter?", "hold",
           date(2020, 4, 30)),
        _q("Kittredge County, Colorado: license fee for an unaltered dog in 2014?", "license", date(2014, 12, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# EN 3 - Scotland: university library borrowing and fines regulations
# --------------------------------------------------------------------------------------------------------------
_STRATH_TITLE = "University of Strathleven Library Regulations"

_STRATHLEVEN = RuleFamily(
    family="bl4b-strathleven-library-regs",
    phrasing="blind4-b-en-3",
    language="en",
    folder="official/university-regulations",
    author="University of Strathleven, Library Services",
    versions=(
        _version(
            "bl4b-strathleven-library-regs-ed4", _STRATH_TITLE,
            ("UNIVERSITY OF STRATHLEVEN - LIBRARY SERVICES",
             "Library Regulations, Edition 4",
             "Date of issue: 1 August 2016. Issued by the University Librarian on behalf of Senate."),
            {
                "allowance": "1. Undergraduate and taught postgraduate students may have up to 15 items on loan "
                             "at one time; research students and staff may borrow up to 40.",
                "period": "2. Standard loans are issued for three weeks and may be renewed up to five times unless "
                          "requested by another reader.",
                "fines": "3. Overdue standard loans incur a fine of 20p per item per day. Short Loan items are "
                         "fined at GBP 1 for each hour or part hour overdue.",
                "block": "4. Borrowing rights are suspended when unpaid fines reach GBP 10.",
                "lost": "5. Lost or damaged items are charged at replacement cost plus a GBP 10 administration "
                        "fee.",
            },
            ("These Regulations are made under Ordinance 12 (Library) and apply to all registered borrowers.",),
            date(2016, 8, 1)),
        _version(
            "bl4b-strathleven-library-regs-ed5", _STRATH_TITLE,
            ("University of Strathleven Library Regulations - Edition 5",
             "Approved by Senate on 10 June 2020. Effective from the first day of Semester 1 of academic session "
             "2020-21 (14 September 2020). This edition supersedes Edition 4 in full."),
            {
                "allowance": "1. Loan allowances: undergraduate and taught postgraduate students, 20 items; "
                             "postgraduate research students and staff, 50 items; associate and external members, "
                             "6 items.",
                "period": "2. Items are lent for four weeks and renew automatically every four weeks for up to one "
                          "year, unless recalled for another reader.",
                "fines": "3. No fines are charged on standard loans. Short Loan items returned late are fined 50p "
                         "per hour, to a maximum of GBP 10 per item.",
                "block": "4. A borrower owing GBP 20 or more, or holding a recalled item more than seven days "
                         "overdue, cannot borrow or renew.",
                "lost": "5. Items not returned 28 days after a recall are deemed lost; the borrower is invoiced the "
                        "replacement cost plus a GBP 15 processing fee.",
            },
            ("Queries: Library Help Desk, Level 1, Main Library.",),
            date(2020, 9, 14)),
        _version(
            "bl4b-strathleven-library-regs-ed6", _STRATH_TITLE,
            ("UNIVERSITY OF STRATHLEVEN LIBRARY REGULATIONS",
             "Edition 6 | Owner: Director of Library and Archives | Approved: Senate, 22 April 2026 | "
             "Effective: 1 August 2026 | Next review: 2029"),
            {
                "allowance": "1. All students may have up to 30 physical items on loan; staff and research "
                             "students, 60 items. E-book loans do not count toward these limits.",
                "period": "2. Standard loans run for the whole semester and are due back on the last day of the "
                          "examination period, subject to recall after 14 days.",
                "fines": "3. The Library no longer charges overdue fines on any item, including Short Loan; "
                         "repeated late return of Short Loan items leads to a 14-day suspension of Short Loan "
                         "borrowing.",
                "block": "4. Borrowing is blocked when charges for lost or damaged items exceed GBP 50 or any "
                         "recalled item is 14 days overdue.",
                "lost": "5. A lost item is charged at the current replacement price plus a GBP 20 handling fee; "
                        "the handling fee is refunded if the item is returned within 90 days.",
            },
            ("Document history: Edition 4 - issued 1 August 2016; Edition 5 - approved 10 June 2020, effective "
             "14 September 2020; Edition 6 - approved 22 April 2026.",),
            date(2026, 8, 1)),
    ),
    questions=(
        _q("How many books can an undergraduate have out at once from the University of Strathleven library?",
           "allowance", NOW),
        _q("Does Strathleven University library still fine you for late standard loans?", "fines", NOW),
        _q("Strathleven library: how much do I have to owe before I'm stopped from borrowing?", "block", NOW),
        _q("What is the loan period for an ordinary book at the University of Strathleven library?", "period",
           NOW),
        _q("In 2018, how long could a student keep a standard loan from the University of Strathleven library?",
           "period", date(2018, 12, 31)),
        _q("What was Strathleven University library charging for overdue short loan books in January 2018?",
           "fines", date(2018, 1, 31)),
        _q("In March 2019, what admin fee did the Strathleven library add on top of the cost of a lost book?",
           "lost", date(2019, 3, 31)),
        _q("Strathleven library undergraduate borrowing limit in 2023?", "allowance", date(2023, 12, 31)),
        _q("From September 2026, will the University of Strathleven library fine me for returning a short loan "
           "late?", "fines", date(2026, 9, 1)),
        _q("After 1 August 2026, how many items will students be able to borrow from Strathleven library?",
           "allowance", date(2026, 8, 1)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# EN 4 - Nigeria: securities exchange listing fees schedule
# --------------------------------------------------------------------------------------------------------------
_LCSX = RuleFamily(
    family="bl4b-lcsx-listing-fees",
    phrasing="blind4-b-en-4",
    language="en",
    folder="official/exchange-fees",
    author="Lagos Continental Securities Exchange Plc",
    versions=(
        _version(
            "bl4b-lcsx-listing-fees-2014", "Schedule of Listing Fees",
            ("LAGOS CONTINENTAL SECURITIES EXCHANGE PLC",
             "Circular Ref: LCSX/LRD/CIR/022/2014 - Schedule of Listing Fees",
             "To: All Issuers, Issuing Houses and Dealing Members. Dated this 3rd day of March, 2014."),
            {
                "initial": "1. Initial listing fee (equities, Main Board): 0.30% of market capitalisation at the "
                           "listing price, subject to a minimum of N500,000 and a maximum of N25 million.",
                "annual": "2. Annual listing fee: 0.015% of market capitalisation as at 31 December of the "
                          "preceding year, minimum N150,000, maximum N4.5 million, payable by 31 January.",
                "bonds": "3. Bonds and debentures: 0.05% of the nominal value of the issue, capped at N10 million.",
                "penalty": "4. Issuers failing to pay the annual fee by the due date shall be charged a penalty of "
                           "5% of the outstanding amount for each month of delay.",
                "supplementary": "5. Supplementary (rights or bonus) listings: 0.15% of the value of the additional "
                                 "shares listed, maximum N5 million.",
            },
            ("Signed: Head, Listings Regulation Department",),
            date(2014, 3, 3)),
        _version(
            "bl4b-lcsx-listing-fees-2019", "Revised Schedule of Listing Fees",
            ("LAGOS CONTINENTAL SECURITIES EXCHANGE PLC",
             "Circular Ref: LCSX/LRD/CIR/041/2019 - Revised Schedule of Listing Fees",
             "Following approval by the Securities and Exchange Commission, the revised fees below apply to all "
             "listing applications filed, and all annual fees falling due, on or after 1st April 2019. The "
             "schedule circulated under Ref LCSX/LRD/CIR/022/2014 is hereby withdrawn."),
            {
                "initial": "1. Main Board equities: initial listing fee of 0.25% of market capitalisation, minimum "
                           "N750,000, maximum N40 million. Growth Board issuers pay half the Main Board rate.",
                "annual": "2. Annual listing fees are charged at 0.0175% of market capitalisation (floor N250,000; "
                          "ceiling N6 million) and must be settled by 31 March each year.",
                "bonds": "3. Debt securities: 0.035% of the face value of the issue, up to N12.5 million; FGN "
                         "sovereign bonds are exempt.",
                "penalty": "4. Unpaid annual fees attract a late charge of 2.5% per month; after six months the "
                           "Exchange may suspend trading in the issuer's securities.",
                "supplementary": "5. Additional listings arising from rights issues, bonus issues or placements: "
                                 "0.125% of the value listed, maximum N7 million.",
            },
            ("Dated: 18 February 2019. For enquiries contact the Listings Regulation Department.",),
            date(2019, 4, 1)),
        _version(
            "bl4b-lcsx-listing-fees-2023", "LCSX Rulebook - Appendix 4: Listing Fees",
            ("LCSX Rulebook - Appendix 4: Listing Fees (Rev. 3)",
             "Issued under Circular LCSX/LRD/CIR/015/2023 of 6 June 2023. Effective 1 July 2023. Rev. 2 "
             "(Circular 041/2019) ceases to apply from that date."),
            {
                "initial": "1. Equity listing on the Main Board: 0.20% of market capitalisation, with a minimum fee "
                           "of N1.5 million and a maximum of N60 million. Growth Board: flat fee of N2 million.",
                "annual": "2. The annual listing fee is 0.02% of year-end market capitalisation, subject to a "
                          "N400,000 minimum and N9 million maximum, due on or before 31 March.",
                "bonds": "3. Corporate bonds, sukuk and green bonds: 0.03% of the amount issued, maximum N15 "
                         "million; green bonds receive a 50% rebate.",
                "penalty": "4. Annual fees remaining unpaid after the due date attract a one-off surcharge of 10% "
                           "plus 1% per month, and the issuer is named on the Exchange's default list.",
                "supplementary": "5. Supplementary listings: 0.10% of the value of the securities listed, capped "
                                 "at N10 million.",
            },
            ("All fees are exclusive of VAT at the prevailing rate.",),
            date(2023, 7, 1)),
    ),
    questions=(
        _q("What is the annual listing fee on the Lagos Continental Securities Exchange?", "annual", NOW),
        _q("How much does it cost to list shares on the LCSX Main Board?", "initial", NOW),
        _q("What happens on LCSX if a listed company pays its yearly listing fee late?", "penalty", NOW),
        _q("Fee for listing a corporate bond on the Lagos Continental exchange?", "bonds", NOW),
        _q("What did LCSX charge for listing the new shares from a rights issue in 2016?", "supplementary",
           date(2016, 12, 31)),
        _q("In 2021, what was the Lagos Continental Securities Exchange's fee for listing debt securities?",
           "bonds", date(2021, 12, 31)),
        _q("For an IPO listed on the Lagos Continental Securities Exchange in mid-March 2019, what initial "
           "listing fee applied?", "initial", date(2019, 3, 15)),
        _q("When was the LCSX annual listing fee due for payment back in 2015?", "annual", date(2015, 12, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# ZH 1 - 城市管理局 市容环境卫生责任区管理规定
# --------------------------------------------------------------------------------------------------------------
_LINLAN_TITLE = "临澜市市容环境卫生责任区管理规定"

_LINLAN = RuleFamily(
    family="bl4b-linlan-shirong-zerenqu",
    phrasing="blind4-b-zh-1",
    language="zh",
    folder="official/municipal-sanitation-zh",
    author="临澜市城市管理局",
    versions=(
        _version(
            "bl4b-linlan-shirong-2013", _LINLAN_TITLE,
            ("临澜市城市管理局",
             "临城管规〔2013〕4号",
             "临澜市市容环境卫生责任区管理规定"),
            {
                "scope": "一、临街单位和个体工商户的责任区范围为其门前至道路路缘石之间的区域；无路缘石的，为门前5米以内。",
                "duty": "二、责任人应当做到门前“三包”：包卫生、包秩序、包绿化，责任区每日清扫不少于一次。",
                "snow": "三、降雪后，责任人应当在雪停后24小时内清除责任区内的积雪。",
                "penalty": "四、责任人不履行责任区义务的，由城市管理部门责令改正；拒不改正的，处50元以上200元以下罚款。",
                "notice": "五、区城市管理部门与责任人签订市容环境卫生责任书，责任书每三年签订一次。",
            },
            ("临澜市城市管理局办公室",
             "二〇一三年五月二十日印发"),
            date(2013, 5, 20)),
        _version(
            "bl4b-linlan-shirong-2018", _LINLAN_TITLE,
            ("临澜市城市管理局文件",
             "临城管规〔2018〕2号",
             "关于印发《临澜市市容环境卫生责任区管理规定》的通知",
             "各区城市管理局、各街道办事处：现将修订后的《临澜市市容环境卫生责任区管理规定》印发给你们，请遵照执行。"),
            {
                "scope": "一、沿街单位、门店的责任区为其建筑物外墙至道路路缘石之间的区域，两侧以其占用建筑物的边界为界；无路缘石的，为外墙外10米以内。",
                "duty": "二、责任区内应当保持整洁，每日早、午两次清扫，随时保洁；不得乱堆乱放、占道经营。",
                "snow": "三、雪停后12小时内，责任人应当将责任区积雪清扫完毕，积雪堆放于树池或者指定地点。",
                "penalty": "四、违反本规定，经责令限期改正逾期不改正的，对单位处500元以上2000元以下罚款，对个人处100元以上500元以下罚款。",
                "notice": "五、责任区实行告知制度，区城市管理部门每年向责任人发放一次责任告知书。",
            },
            ("本规定自2018年10月1日起施行，有效期5年。2013年5月20日印发的《临澜市市容环境卫生责任区管理规定》（临城管规〔2013〕4号）同时废止。",
             "临澜市城市管理局  2018年8月27日"),
            date(2018, 10, 1)),
        _version(
            "bl4b-linlan-shirong-2023", _LINLAN_TITLE,
            ("临澜市城市管理局关于印发《临澜市市容环境卫生责任区管理规定》的通知",
             "临城管规〔2023〕6号"),
            {
                "scope": "第三条 临街单位和商户的责任区为建筑物外墙至人行道外侧边缘；住宅小区由物业服务企业负责其管理区域及出入口两侧各15米范围。",
                "duty": "第四条 责任人应当履行“门前五包”责任（包市容、包环境卫生、包秩序、包绿化、包设施），实行全天候保洁。",
                "snow": "第五条 降雪期间责任人应当边下边扫，雪停后6小时内清除完毕；主干道两侧责任区应当在雪停后4小时内完成。",
                "penalty": "第六条 责任人未履行义务的，由城市管理综合执法部门责令改正；拒不改正的，依照《临澜市市容和环境卫生管理条例》第三十八条处200元以上1000元以下罚款。",
                "notice": "第七条 责任告知书一次发放、长期有效；责任人或者责任区范围发生变化的，应当在15日内重新告知。",
            },
            ("第八条 本规定自2023年9月1日起施行。原《临澜市市容环境卫生责任区管理规定》（临城管规〔2018〕2号）同时停止执行。",
             "2023年7月14日"),
            date(2023, 9, 1)),
    ),
    questions=(
        _q("临澜市门前责任区下雪后多长时间内必须把雪扫完？", "snow", NOW),
        _q("临澜市城管对不履行市容环境卫生责任区义务的商户怎么罚款？", "penalty", NOW),
        _q("临澜临街商铺的门前卫生责任区范围划到哪里为止？", "scope", NOW),
        _q("临澜市城市管理局的市容责任告知书多久发一次？", "notice", NOW),
        _q("2016年时临澜市对临街门店责任区每天要扫几次有什么要求？", "duty", date(2016, 12, 31)),
        _q("2020年临澜市城管规定门店责任区雪停后多久要清完积雪？", "snow", date(2020, 12, 31)),
        _q("2015年临澜市市容环卫责任区不履行义务要罚多少钱？", "penalty", date(2015, 12, 31)),
        _q("2019年3月时临澜市沿街单位的责任区范围是怎么划定的？", "scope", date(2019, 3, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# ZH 2 - 人力资源和社会保障局 失业保险金申领办法
# --------------------------------------------------------------------------------------------------------------
_NINGCHUAN_TITLE = "宁川市失业保险金申领办法"

_NINGCHUAN = RuleFamily(
    family="bl4b-ningchuan-shiye-baoxianjin",
    phrasing="blind4-b-zh-2",
    language="zh",
    folder="official/social-insurance-zh",
    author="宁川市人力资源和社会保障局",
    versions=(
        _version(
            "bl4b-ningchuan-shiye-2015", _NINGCHUAN_TITLE,
            ("宁川市人力资源和社会保障局",
             "宁川人社发〔2015〕31号",
             "宁川市失业保险金申领办法"),
            {
                "deadline": "一、失业人员应当自终止或者解除劳动关系之日起60日内，持本人身份证件和单位出具的终止或者解除劳动关系证明，到户籍所在地公共就业服务机构办理失业登记并申领失业保险金。",
                "amount": "二、失业保险金按月发放，标准为每人每月1150元。",
                "payday": "三、经办机构于每月20日前将失业保险金发放至本人社会保障卡。",
                "report": "四、领取失业保险金期间，失业人员应当每月到经办机构报到一次；未按时报到的，暂停发放当月失业保险金。",
                "medical": "五、领取失业保险金期间，按当月失业保险金的10%发放医疗补助金。",
            },
            ("本办法自发布之日起执行。",
             "2015年6月18日"),
            date(2015, 6, 18)),
        _version(
            "bl4b-ningchuan-shiye-2019", _NINGCHUAN_TITLE,
            ("宁川市人力资源和社会保障局 宁川市财政局",
             "关于印发《宁川市失业保险金申领办法》的通知",
             "宁川人社规〔2019〕5号"),
            {
                "deadline": "第五条 失业人员可在终止或者解除劳动关系之日起90日内申领失业保险金，可通过“宁川人社”APP、网上经办大厅或者就近窗口办理，不受户籍地限制。",
                "amount": "第八条 失业保险金标准按本市最低工资标准的90%确定，目前为每人每月1584元。",
                "payday": "第九条 失业保险金每月15日前发放至本人社会保障卡银行账户。",
                "report": "第十条 领取失业保险金人员每季度通过线上或者线下方式进行一次就业状况确认，无需每月到窗口报到。",
                "medical": "第十一条 领取失业保险金期间，由失业保险基金代缴职工基本医疗保险费，个人不缴费，不再发放医疗补助金。",
            },
            ("第二十一条 本办法自2020年1月1日起施行。《宁川市失业保险金申领办法》（宁川人社发〔2015〕31号）同时废止。",
             "宁川市人力资源和社会保障局  宁川市财政局",
             "2019年12月10日"),
            date(2020, 1, 1)),
        _version(
            "bl4b-ningchuan-shiye-2024", _NINGCHUAN_TITLE,
            ("宁川人社规〔2024〕3号",
             "宁川市失业保险金申领办法",
             "（2024年5月20日宁川市人力资源和社会保障局第6次局务会议审议通过）"),
            {
                "deadline": "第五条 失业保险金申领不再设置时限，失业人员在失业保险关系存续期间均可申领，实行“全程网办”。",
                "amount": "第八条 失业保险金按本市最低工资标准的95%按月发放，现行标准为每人每月1881元。",
                "payday": "第九条 经办机构应当于每月10日前完成上月失业保险金的发放。",
                "report": "第十条 取消定期报到和就业状况确认，经办机构通过数据比对核查领取资格。",
                "medical": "第十一条 领取失业保险金期间应缴纳的基本医疗保险费由失业保险基金全额代缴，并同步享受大病保险待遇。",
            },
            ("第二十条 本办法自2024年7月1日起施行，有效期至2029年6月30日。2019年12月印发的原办法不再执行。",),
            date(2024, 7, 1)),
    ),
    questions=(
        _q("宁川市现在失业保险金每个月能领多少钱？", "amount", NOW),
        _q("在宁川离职以后，失业金要在多长时间内去申请？", "deadline", NOW),
        _q("宁川领失业金期间还需要定期去报到吗？", "report", NOW),
        _q("宁川人社局的失业保险金每月几号之前打到社保卡上？", "payday", NOW),
        _q("2017年宁川市失业保险金标准是每月多少？", "amount", date(2017, 12, 31)),
        _q("2021年在宁川领失业金期间医疗保险是怎么处理的？", "medical", date(2021, 12, 31)),
        _q("2023年底宁川市失业保险金规定在每月几号前发放？", "payday", date(2023, 12, 31)),
        _q("2016年宁川失业人员领取失业保险金要多久去报到一次？", "report", date(2016, 12, 31)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# ZH 3 - 省市场监管局 强制检定计量器具管理
# --------------------------------------------------------------------------------------------------------------
_LANJIANG_TITLE = "澜江省强制检定计量器具管理办法"

_LANJIANG = RuleFamily(
    family="bl4b-lanjiang-qiangzhi-jianding",
    phrasing="blind4-b-zh-3",
    language="zh",
    folder="official/metrology-zh",
    author="澜江省市场监督管理局",
    versions=(
        _version(
            "bl4b-lanjiang-qiangjian-2014", _LANJIANG_TITLE,
            ("澜江省质量技术监督局",
             "澜质监规〔2014〕3号",
             "澜江省强制检定计量器具管理办法"),
            {
                "apply": "第六条 使用单位应当在强制检定计量器具检定周期届满前15日，向指定的法定计量检定机构申请周期检定。",
                "cycle": "第八条 燃油加油机的检定周期为6个月，出租汽车计价器的检定周期为1年。",
                "records": "第九条 使用单位应当建立强制检定计量器具档案，检定证书保存期不少于2年。",
                "fee": "第十条 强制检定按照省物价局核定的标准收费：燃油加油机每枪次120元，出租汽车计价器每台次80元。",
                "overdue": "第十二条 逾期未申请检定或者经检定不合格继续使用的，责令停止使用，可并处1000元以下罚款。",
            },
            ("澜江省质量技术监督局",
             "2014年4月15日发布"),
            date(2014, 4, 15)),
        _version(
            "bl4b-lanjiang-qiangjian-2019", _LANJIANG_TITLE,
            ("澜江省市场监督管理局关于印发《澜江省强制检定计量器具管理办法》的通知",
             "澜市监规〔2019〕7号"),
            {
                "apply": "第六条 使用者应当于检定周期届满前30日，通过“澜江计量”网上平台向法定计量检定机构提出周期检定申请。",
                "cycle": "第八条 燃油加油机、出租汽车计价器的检定周期均为1年。",
                "records": "第九条 强制检定计量器具档案和检定证书应当保存至该器具报废后1年。",
                "fee": "第十条 依据国家有关停征规定，法定计量检定机构对列入强制检定目录的工作计量器具实施检定，不得收取检定费用。",
                "overdue": "第十二条 使用未按规定申请检定或者检定不合格的计量器具的，责令改正，并处2000元以上1万元以下罚款。",
            },
            ("第二十条 本办法自2019年3月1日起施行。2014年4月15日原澜江省质量技术监督局发布的《澜江省强制检定计量器具管理办法》（澜质监规〔2014〕3号）同时废止。",
             "澜江省市场监督管理局",
             "2019年1月28日"),
            date(2019, 3, 1)),
        _version(
            "bl4b-lanjiang-qiangjian-2026", "澜江省强制检定计量器具管理办法（2026年修订）",
            ("澜江省市场监督管理局",
             "澜市监规〔2026〕2号",
             "澜江省强制检定计量器具管理办法（2026年修订）",
             "2026年4月16日印发    2027年1月1日施行"),
            {
                "apply": "第六条 强制检定实行自动预约，法定计量检定机构应当在检定周期届满前20个工作日主动提醒，使用者应当在周期届满前完成检定。",
                "cycle": "第八条 燃油加油机检定周期为1年；出租汽车计价器检定周期调整为2年，安装具备远程监测功能计价器的，可申请延长至3年。",
                "records": "第九条 检定结果统一录入全省计量器具信息平台，使用者不再留存纸质检定证书。",
                "fee": "第十条 强制检定不收费，所需经费列入同级财政预算；法定计量检定机构不得以加急、上门等名义变相收费。",
                "overdue": "第十二条 逾期未检定或者检定不合格仍继续使用的，依照《中华人民共和国计量法》等规定处罚，并纳入信用记录，在“信用澜江”网站公示。",
            },
            ("第二十二条 澜市监规〔2019〕7号文件自本办法施行之日起废止。",),
            date(2027, 1, 1)),
    ),
    questions=(
        _q("澜江省加油站的加油机多久要强制检定一次？", "cycle", NOW),
        _q("澜江省市场监管局对强制检定的计量器具收检定费吗？", "fee", NOW),
        _q("在澜江省，强检计量器具要提前多少天申请周期检定？", "apply", NOW),
        _q("澜江省强检计量器具的档案和检定证书要保存多长时间？", "records", NOW),
        _q("2016年澜江省出租车计价器强制检定收多少钱？", "fee", date(2016, 12, 31)),
        _q("2018年在澜江省加油机的强检周期是多长？", "cycle", date(2018, 12, 31)),
        _q("2015年澜江省对逾期不送检的计量器具怎么处罚？", "overdue", date(2015, 12, 31)),
        _q("2022年澜江省使用未经强检的计量器具要罚多少？", "overdue", date(2022, 12, 31)),
        _q("2027年1月起澜江省出租车计价器的检定周期会变成多久？", "cycle", date(2027, 1, 1)),
        _q("2027年3月以后在澜江省，强检计量器具还需要自己保存纸质证书吗？", "records", date(2027, 3, 1)),
    ),
)

# --------------------------------------------------------------------------------------------------------------
# ZH 4 - 台灣 縣環境保護局 垃圾清除處理費徵收自治條例（繁體）
# --------------------------------------------------------------------------------------------------------------
_LANSHAN_TITLE = "嵐山縣垃圾清除處理費徵收自治條例"

_LANSHAN = RuleFamily(
    family="bl4b-lanshan-garbage-fee",
    phrasing="blind4-b-zh-4",
    language="zh",
    folder="official/environment-fees-zh",
    author="嵐山縣政府（主管機關：嵐山縣環境保護局）",
    versions=(
        _version(
            "bl4b-lanshan-garbage-fee-098", _LANSHAN_TITLE,
            ("嵐山縣垃圾清除處理費徵收自治條例",
             "中華民國九十八年三月十二日嵐山縣政府府法字第○九八○○一二三四五號令制定公布全文八條",
             "主管機關：嵐山縣環境保護局"),
            {
                "water": "第三條 家戶垃圾清除處理費隨自來水費附徵，每度用水量徵收新臺幣三．六元。",
                "flat": "第四條 自來水未供應地區或使用自備水源者，按戶定額徵收，每戶每二個月新臺幣二百元。",
                "business": "第五條 機關、學校及事業單位委託本縣清除處理之一般廢棄物，每公噸收費新臺幣二千元。",
                "relief": "第六條 低收入戶經主管機關核定者，免徵垃圾清除處理費。",
                "late": "第七條 逾期未繳納者，每逾二日按應納費額加徵百分之一滯納金，最高以百分之十五為限。",
            },
            ("第八條 本自治條例自公布日施行。",),
            date(2009, 3, 12)),
        _version(
            "bl4b-lanshan-garbage-fee-107", _LANSHAN_TITLE,
            ("嵐山縣垃圾清除處理費徵收自治條例",
             "1.中華民國九十八年三月十二日府法字第○九八○○一二三四五號令制定公布",
             "2.中華民國一百零七年十二月二十日府法規字第一○七○二三四五六七號令修正公布第三條至第八條條文"),
            {
                "water": "第三條 家戶之垃圾清除處理費，按自來水用水度數隨水費附徵，每度新臺幣四．二元。",
                "flat": "第四條 未接用自來水之家戶，按戶定額徵收，每戶每二個月新臺幣二百六十元。",
                "business": "第五條 機關、學校及事業單位委託清除之一般廢棄物，每公噸收費新臺幣二千八百元，未滿一公噸者以一公噸計。",
                "relief": "第六條 低收入戶免徵；中低收入戶經嵐山縣環境保護局核定者，減半徵收。",
                "late": "第七條 未於繳費期限內繳納者，每逾三日加徵應納費額百分之一滯納金，加至百分之十五為止，並依法移送強制執行。",
            },
            ("第八條 本自治條例修正條文自中華民國一百零八年一月一日施行。",),
            date(2019, 1, 1)),
        _version(
            "bl4b-lanshan-garbage-fee-115", _LANSHAN_TITLE,
            ("嵐山縣垃圾清除處理費徵收自治條例",
             "中華民國一百十五年四月二十八日嵐山縣議會第二十屆第七次臨時會第三次會議三讀通過",
             "中華民國一百十五年五月十五日嵐山縣政府府法規字第一一五○○九八七六五號令修正公布全文九條；並自一百十六年七月一日施行"),
            {
                "water": "第三條 家戶垃圾清除處理費隨自來水費按度附徵，每度新臺幣四．八元。",
                "flat": "第四條 使用自備水源或未接自來水之家戶，每戶每二個月定額徵收新臺幣三百元。",
                "business": "第五條 機關、學校及事業單位委託清除處理之一般廢棄物，按實際過磅重量計費，每公斤新臺幣三．五元。",
                "relief": "第六條 低收入戶及中低收入戶均免徵；身心障礙者家戶經核定者，減徵百分之五十。",
                "late": "第七條 逾繳費期限者，每逾三日加徵百分之一滯納金；逾三十日仍未繳納者，依法移送行政執行。",
            },
            ("第九條 本自治條例之主管機關為嵐山縣環境保護局。",),
            date(2027, 7, 1)),
    ),
    questions=(
        _q("嵐山縣垃圾費隨水費每度收多少？", "water", NOW),
        _q("嵐山縣沒有接自來水的住戶，垃圾清除處理費怎麼收？", "flat", NOW),
        _q("嵐山縣中低收入戶的垃圾費有減免嗎？", "relief", NOW),
        _q("嵐山縣環保局垃圾費逾期沒繳，滯納金怎麼算？", "late", NOW),
        _q("民國105年嵐山縣垃圾費隨水費附徵每度多少錢？", "water", date(2016, 12, 31)),
        _q("2012年嵐山縣學校、事業單位委託清運一般廢棄物怎麼計費？", "business", date(2012, 12, 31)),
        _q("民國110年嵐山縣低收入戶的垃圾清除處理費如何減免？", "relief", date(2021, 12, 31)),
        _q("116年7月起嵐山縣垃圾費每度會調整為多少？", "water", date(2027, 7, 1)),
        _q("嵐山縣垃圾費明年7月新制上路後，機關學校清運一般廢棄物怎麼收費？", "business", date(2027, 7, 1)),
    ),
)

UNSEEN_FAMILIES_4B: tuple[RuleFamily, ...] = (
    _RUCBI,
    _KITTREDGE,
    _STRATHLEVEN,
    _LCSX,
    _LINLAN,
    _NINGCHUAN,
    _LANJIANG,
    _LANSHAN,
)
