"""Blind batch 3a: eight versioned rule families (four English, four Chinese) written without sight of the
linking rules or of any other family set. Format: tasks.sample_corpus.families."""

from __future__ import annotations

from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleVersion


def _version(slug: str, title: str, in_force_from: date, head: tuple[str, ...], facts: dict[str, str],
             tail: tuple[str, ...] = ()) -> RuleVersion:
    """One printed page: header lines, then the numbered fact paragraphs in order, then closing lines."""
    return RuleVersion(slug=slug, title=title, paragraphs=(*head, *facts.values(), *tail),
                       in_force_from=in_force_from, facts=dict(facts))


def _q(query: str, fact: str, as_of: date) -> RuleQuestion:
    kind = "current" if as_of == REFERENCE_DATE else "historical" if as_of < REFERENCE_DATE else "future"
    return RuleQuestion(query=query, fact=fact, as_of=as_of, kind=kind)


NOW = REFERENCE_DATE

# ---------------------------------------------------------------------------------------------------------------
# EN 1 - Canadian (Ontario) regional transit commission: fares and penalty fares, enacted as by-laws.
# ---------------------------------------------------------------------------------------------------------------
_RVTC = "Ridgeway Valley Transit Commission"
_RVTC_VERSIONS = (
    _version(
        "bl3a-rvtc-fares-bylaw-2017-11",
        "By-law No. 2017-11 - Fares, Proof of Payment and Penalty Fares",
        date(2017, 3, 14),
        ("RIDGEWAY VALLEY TRANSIT COMMISSION",
         "BY-LAW NO. 2017-11",
         "Being a By-law to establish fares and to provide for proof of payment and penalty fares on the "
         "Ridgeway Valley transit system.",
         "The Board of Commissioners of the Ridgeway Valley Transit Commission enacts as follows:"),
        {
            "adult_fare": "1. Adult fares. The fare for one adult trip is $3.25 in cash or $2.60 when paid by "
                          "RideCard. A RideCard fare entitles the holder to transfer to any Commission route "
                          "within 90 minutes of the first tap.",
            "concession": "2. Concession fares. Seniors aged 65 or over and youth aged 13 to 19 pay $2.00 cash or "
                          "$1.70 by RideCard. Children aged 12 and under travel free only when accompanied by a "
                          "passenger who has paid a fare.",
            "pass": "3. Monthly passes. An adult monthly pass is $98.00 and a senior or youth monthly pass is "
                    "$62.00. Passes are valid from the first to the last day of the calendar month printed on them.",
            "penalty": "4. Penalty fares. A person who is unable to show a valid fare, transfer or pass when asked "
                       "by a Fare Inspector shall pay a penalty fare of $100. Where the penalty fare is paid within "
                       "14 days of the date of issue, it is reduced to $60.",
            "dispute": "5. Disputes. A person who has been issued a penalty fare may dispute it by writing to the "
                       "Customer Relations Office within 21 days of issue. Collection is suspended while a "
                       "dispute is being reviewed.",
        },
        ("ENACTED AND PASSED this 14th day of March, 2017.",
         "M. Okafor, Chair - D. Lachance, Secretary-Treasurer"),
    ),
    _version(
        "bl3a-rvtc-fares-bylaw-2021-06",
        "By-law No. 2021-06 - Fares, Proof of Payment and Penalty Fares",
        date(2021, 7, 1),
        ("RIDGEWAY VALLEY TRANSIT COMMISSION",
         "BY-LAW NO. 2021-06",
         "Being a By-law respecting fares, proof of payment and penalty fares, and to repeal By-law No. 2017-11."),
        {
            "adult_fare": "1. Adult fares. An adult single trip costs $3.50 cash or $2.85 on RideCard. RideCard "
                          "fares include unlimited transfers on Commission routes for two hours after the first tap.",
            "concession": "2. Concession fares. Seniors (65+) and youth (13 to 19) pay $2.25 cash or $1.90 on "
                          "RideCard. Children 12 years of age and under ride free at all times, with or without an "
                          "accompanying adult.",
            "pass": "3. Monthly passes. The adult monthly pass is $110.00; the senior and youth monthly passes are "
                    "$68.00. A pass is valid for the calendar month shown on it.",
            "penalty": "4. Penalty fares. Any passenger who cannot produce proof of payment on request by a Fare "
                       "Inspector is liable to a penalty fare of $150, reduced to $90 if paid in full within 14 "
                       "days of issue.",
            "dispute": "5. Disputes. A penalty fare may be disputed in writing or through the Commission's website "
                       "within 30 days after it was issued. No late payment charge accrues while the dispute is "
                       "under review.",
        },
        ("6. Commencement and repeal. This By-law comes into force on July 1, 2021. By-law No. 2017-11 is "
         "repealed as of that date.",
         "Read a first, second and third time and finally passed this 22nd day of April, 2021."),
    ),
    _version(
        "bl3a-rvtc-fares-bylaw-2026-04",
        "By-law No. 2026-04 - Fares and Penalty Fares",
        date(2027, 1, 1),
        ("RIDGEWAY VALLEY TRANSIT COMMISSION",
         "BY-LAW NO. 2026-04",
         "Being a By-law respecting fares and penalty fares on the Ridgeway Valley transit system.",
         "Passed by the Board of Commissioners on February 19, 2026. Comes into force on January 1, 2027."),
        {
            "adult_fare": "1. Adult fares. An adult trip is $3.75 when paid in cash and $3.05 when paid by RideCard "
                          "or contactless bank card. Transfers are free for two hours from the first tap or cash "
                          "payment.",
            "concession": "2. Concession fares. Seniors 65 and over and youth 13 to 19 pay $2.40 in cash or $2.05 "
                          "by RideCard. Children 12 and under ride free. Riders enrolled in the Fair Pass "
                          "low-income program pay half the adult RideCard fare.",
            "pass": "3. Fare capping. Paper monthly passes are discontinued. Adult RideCard fares are capped at "
                    "$119.00 per calendar month and senior and youth RideCard fares at $74.00; once the cap is "
                    "reached, further trips that month are free.",
            "penalty": "4. Penalty fares. A passenger without valid proof of payment when checked by a Fare "
                       "Inspector shall pay a penalty fare of $200. If payment is made within 30 days of issue, "
                       "the amount is reduced to $125.",
            "dispute": "5. Reviews. A penalty fare may be contested within 30 days of issue by requesting a review "
                       "by a Screening Officer, online or at the Customer Service Centre. A further appeal lies to "
                       "a Hearing Officer within 15 days of the screening decision.",
        },
        ("6. Repeal. By-law No. 2021-06 is repealed on the day this By-law comes into force. Conduct on "
         "vehicles and at stations remains governed by the Passenger Conduct By-law No. 2019-02.",
         "Read a first, second and third time and finally passed this 19th day of February, 2026."),
    ),
)
_RVTC_QUESTIONS = (
    _q("What is the penalty fare on Ridgeway Valley Transit if you can't show proof of payment to an inspector?",
       "penalty", NOW),
    _q("How much does an adult trip cost on Ridgeway Valley Transit Commission buses with a RideCard?",
       "adult_fare", NOW),
    _q("Ridgeway Valley transit monthly pass price for adults", "pass", NOW),
    _q("How long do I have to challenge an RVTC penalty fare?", "dispute", NOW),
    _q("What was the adult cash fare on Ridgeway Valley Transit in 2019?", "adult_fare", date(2019, 12, 31)),
    _q("In 2018, did a child under 12 have to be with a paying adult to ride RVTC buses for free?",
       "concession", date(2018, 12, 31)),
    _q("How much was the Ridgeway Valley Transit Commission fine for fare evasion in March 2022?",
       "penalty", date(2022, 3, 15)),
    _q("From January 2027, what will Ridgeway Valley Transit charge as a penalty fare?", "penalty",
       date(2027, 1, 1)),
    _q("How much will unlimited monthly travel on RVTC cost an adult in 2027?", "pass", date(2027, 12, 31)),
)
RVTC_FARES = RuleFamily(
    family="bl3a-ridgeway-transit-fares",
    phrasing="unseen3-a-en-1",
    language="en",
    folder="official/transit-fares",
    versions=_RVTC_VERSIONS,
    questions=_RVTC_QUESTIONS,
    author=_RVTC,
)

# ---------------------------------------------------------------------------------------------------------------
# EN 2 - US (Pennsylvania) school district: board policy on attendance and student fees.
# ---------------------------------------------------------------------------------------------------------------
_HCASD = "Hollis Creek Area School District"
_HCASD_VERSIONS = (
    _version(
        "bl3a-hcasd-policy-204-2015",
        "Policy 204 - Attendance and Student Fees",
        date(2015, 8, 17),
        ("HOLLIS CREEK AREA SCHOOL DISTRICT",
         "Section: 200 Pupils | Title: Attendance and Student Fees | Policy No. 204",
         "Adopted by the Board of School Directors: August 17, 2015",
         "Purpose. Regular attendance is required of all students of compulsory school age enrolled in the "
         "District. This policy also sets the fees the District may charge for optional activities."),
        {
            "excuse_note": "1. Excuse notes. Within three (3) school days after a student returns from an absence, "
                           "the parent/guardian shall provide a signed written excuse stating the reason. An "
                           "absence with no excuse received by then is recorded as unexcused.",
            "parent_days": "2. Parental excuses. A parent note may excuse a maximum of ten (10) days of absence in "
                           "a school year. Any further absence must be supported by a note from a licensed medical "
                           "practitioner.",
            "truancy": "3. Truancy. After three (3) days of unexcused absence the principal shall send the "
                       "parent/guardian an official notice of truancy. A student with six (6) or more unexcused "
                       "days may be referred to the magisterial district judge.",
            "activity_fee": "4. Activity fees. Students taking part in interscholastic athletics pay a "
                            "participation fee of $50 for each sport per season, with a maximum of $150 per family "
                            "per school year.",
            "fee_waiver": "5. Fee waivers. Students approved for free or reduced-price school meals are exempt from "
                          "participation fees. Requests are made to the building principal.",
        },
        ("References: 24 P.S. Sec. 1326, 1327, 1333; Board Policy 218 (Student Discipline).",),
    ),
    _version(
        "bl3a-hcasd-policy-204-2019",
        "Policy 204 - Attendance and Student Fees",
        date(2019, 7, 1),
        ("HOLLIS CREEK AREA SCHOOL DISTRICT - POLICY MANUAL",
         "Policy No. 204 | Attendance and Student Fees",
         "Revised by the Board of School Directors: June 10, 2019 | Effective: July 1, 2019",
         "This revision replaces Policy 204 as adopted August 17, 2015, and reflects Act 138 of 2016 on truancy."),
        {
            "excuse_note": "1. Excuse notes. A written excuse must reach the school office no later than five (5) "
                           "school days after the student's return. Excuses may be delivered on paper, by e-mail "
                           "from the parent's address on file, or through the parent portal.",
            "parent_days": "2. Parental excuses. Parent notes may excuse up to eight (8) days per school year. From "
                           "the ninth day, each absence requires documentation from a physician, dentist or court.",
            "truancy": "3. Truancy. Upon a third (3rd) unexcused absence the school notifies the family in writing "
                       "within ten school days and then offers a School Attendance Improvement Conference. A "
                       "citation may be filed only once a student is habitually truant (six or more days).",
            "activity_fee": "4. Activity fees. The participation fee for interscholastic athletics is $75 per "
                            "sport per season. No family pays more than $225 in any school year.",
            "fee_waiver": "5. Fee waivers. Students eligible for free meals pay no participation fees; students "
                          "eligible for reduced-price meals pay half the fee.",
        },
        ("References: 24 P.S. Sec. 1327, 1333-1333.3; Board Policy 218 (Student Discipline).",),
    ),
    _version(
        "bl3a-hcasd-policy-204-2023",
        "Board Policy 204 - Attendance and Student Fees",
        date(2023, 7, 1),
        ("HOLLIS CREEK AREA SCHOOL DISTRICT",
         "Board Policy 204 - Attendance and Student Fees",
         "Effective July 1, 2023"),
        {
            "excuse_note": "1. Excuse notes. Families should report an absence by 9:00 a.m. on the day and submit "
                           "a written excuse within seven (7) calendar days of the student's return; notes received "
                           "later are not accepted and the day stays unexcused.",
            "parent_days": "2. Parental excuses. Up to ten (10) days per school year may be excused by a parent "
                           "note, including no more than two (2) mental health days. Medical or other documentation "
                           "is required for each additional day.",
            "truancy": "3. Truancy. On the third (3rd) unexcused absence the school sends a notice of truancy and, "
                       "within ten school days, holds a School Attendance Improvement Conference. A student "
                       "reaching six (6) unexcused days is referred to the county children and youth agency "
                       "before any citation is filed.",
            "activity_fee": "4. Activity fees. Interscholastic athletics carry a $60 participation fee per sport "
                            "per season, and fee-based clubs $30 per club. Family charges are capped at $180 per "
                            "school year.",
            "fee_waiver": "5. Fee waivers. All participation and club fees are waived for students eligible for "
                          "free or reduced-price meals, students experiencing homelessness and students in foster "
                          "care.",
        },
        ("Policy history: Adopted August 17, 2015 - Revised June 10, 2019 - Revised May 22, 2023 - Scheduled "
         "review: 2026-27 school year.",
         "References: 24 P.S. Sec. 1327; Board Policy 218; Board Policy 251 (Homeless Students)."),
    ),
)
_HCASD_QUESTIONS = (
    _q("How many days do Hollis Creek parents have to turn in a note after their child is absent?",
       "excuse_note", NOW),
    _q("Hollis Creek Area School District sports participation fee per season", "activity_fee", NOW),
    _q("Can a student on reduced-price lunch at Hollis Creek ASD get activity fees waived?", "fee_waiver", NOW),
    _q("What happens after a third unexcused absence in the Hollis Creek school district?", "truancy", NOW),
    _q("What did Hollis Creek Area School District charge per sport in 2017?", "activity_fee",
       date(2017, 12, 31)),
    _q("Before the 2019 revision of Hollis Creek's attendance policy, how soon did an excuse note have to be "
       "handed in?", "excuse_note", date(2019, 6, 30)),
    _q("In 2021, how many absences could a parent's note excuse under Hollis Creek policy 204?", "parent_days",
       date(2021, 12, 31)),
    _q("As of March 2020, how did Hollis Creek handle a student's third day of unexcused absence?", "truancy",
       date(2020, 3, 1)),
)
HCASD_ATTENDANCE = RuleFamily(
    family="bl3a-hollis-creek-attendance-fees",
    phrasing="unseen3-a-en-2",
    language="en",
    folder="official/school-district-policies",
    versions=_HCASD_VERSIONS,
    questions=_HCASD_QUESTIONS,
    author=_HCASD,
)

# ---------------------------------------------------------------------------------------------------------------
# EN 3 - Irish national communications regulator: code of practice on complaints and compensation (Decisions).
# ---------------------------------------------------------------------------------------------------------------
_ECRA = "Electronic Communications Regulatory Authority (Ireland)"
_ECRA_VERSIONS = (
    _version(
        "bl3a-ecra-complaints-code-d05-18",
        "Code of Practice for Complaints Handling and Compensation",
        date(2018, 8, 1),
        ("Electronic Communications Regulatory Authority - Ireland",
         "Code of Practice for Complaints Handling and Compensation",
         "Decision D05/18 | Document No. 18/41 | Date: 9 May 2018",
         "Response to Consultation 17/88. This Decision applies to all undertakings providing publicly "
         "available electronic communications services to consumers and takes effect on 1 August 2018."),
        {
            "acknowledge": "1. Acknowledgement. An undertaking shall acknowledge each complaint within two (2) "
                           "working days of receipt and shall give the consumer a unique complaint reference "
                           "number at that time.",
            "resolve": "2. Resolution. An undertaking shall use its best endeavours to resolve a complaint within "
                       "ten (10) working days. Where it cannot, the consumer may refer the matter to the "
                       "Authority's Consumer Line once the ten working days have passed.",
            "fault_comp": "3. Fault repair compensation. Where a fixed-line fault is not repaired within two (2) "
                          "working days of being reported, the consumer is entitled to a credit of €5 for each "
                          "further working day, up to a maximum of €100 per fault.",
            "missed_appt": "4. Missed appointments. If a technician fails to attend a confirmed appointment, or "
                           "cancels it less than 24 hours in advance, the undertaking shall credit the consumer "
                           "€20.",
        },
        ("Signed on behalf of the Authority: Commissioner for Consumer Affairs.",),
    ),
    _version(
        "bl3a-ecra-complaints-code-d03-22",
        "Code of Practice for Complaints Handling and Compensation (revised)",
        date(2022, 10, 1),
        ("ELECTRONIC COMMUNICATIONS REGULATORY AUTHORITY",
         "Decision D03/22 - Document No. 22/58 - 14 April 2022",
         "Code of Practice for Complaints Handling and Compensation (revised)",
         "Following consultation 21/77, the Authority revokes Decision D05/18 (Document 18/41). The revised Code "
         "set out below takes effect from 1 October 2022."),
        {
            "acknowledge": "1. Acknowledgement. Complaints must be acknowledged no later than one (1) working day "
                           "after receipt; complaints made by phone or webchat are to be acknowledged during the "
                           "contact itself. A reference number is issued with every acknowledgement.",
            "resolve": "2. Resolution. Complaints are to be resolved within ten (10) working days, or twenty (20) "
                       "working days where an engineer visit is required. At the end of that period the "
                       "undertaking must tell the consumer in writing of the right to refer the complaint to the "
                       "Authority.",
            "fault_comp": "3. Fault repair compensation. A consumer whose fixed-line or fixed broadband fault "
                          "remains unrepaired two (2) working days after it is reported receives €10 for each "
                          "additional calendar day, capped at €300 per fault.",
            "missed_appt": "4. Missed appointments. A missed technician appointment, or one cancelled with less "
                           "than 24 hours' notice, entitles the consumer to a €30 credit on the next bill.",
        },
        ("5. Monitoring. Undertakings shall report complaint statistics to the Authority each quarter, beginning "
         "with Q4 2022.",),
    ),
    _version(
        "bl3a-ecra-complaints-code-d02-26",
        "Code of Practice for Complaints Handling and Compensation - 2026 edition",
        date(2026, 9, 1),
        ("ELECTRONIC COMMUNICATIONS REGULATORY AUTHORITY",
         "Decision D02/26 | Document No. 26/19 | Published 3 March 2026",
         "Code of Practice for Complaints Handling and Compensation - 2026 edition",
         "The measures in this Decision take effect on 1 September 2026. Decision D03/22 is withdrawn from that "
         "date. (Consultation 25/64 closed on 12 December 2025.)"),
        {
            "acknowledge": "1. Acknowledgement. Complaints made in real time are acknowledged at the time of "
                           "contact; written complaints must be acknowledged within four (4) business hours, by "
                           "the channel the consumer used.",
            "resolve": "2. Resolution. The undertaking shall resolve a complaint within seven (7) working days, "
                       "extended to fifteen (15) working days where a site visit is needed, and must then issue a "
                       "final response letter stating the consumer's right to refer the complaint to the "
                       "Authority.",
            "fault_comp": "3. Fault repair compensation. Compensation is automatic: for a fixed voice or "
                          "broadband fault not fixed within one (1) working day of the report, the consumer is "
                          "credited €15 per calendar day, with no cap for the first 30 days.",
            "missed_appt": "4. Missed appointments. Where a technician does not keep a confirmed appointment or "
                           "cancels within 48 hours of it, the consumer shall be paid €50, automatically and "
                           "within one billing cycle.",
        },
        ("5. Enforcement. Failure to comply may lead to proceedings under the Communications Regulation Act 2002.",),
    ),
)
_ECRA_QUESTIONS = (
    _q("Under the ECRA complaints code in Ireland, how quickly must my broadband provider acknowledge a "
       "complaint?", "acknowledge", NOW),
    _q("ECRA compensation for a landline fault that isn't fixed on time", "fault_comp", NOW),
    _q("What does an Irish operator owe me if the engineer doesn't show up, according to the ECRA code of "
       "practice?", "missed_appt", NOW),
    _q("Irish telecoms regulator ECRA: how many working days does a provider get to sort out a complaint?",
       "resolve", NOW),
    _q("In 2020, what daily compensation did ECRA Decision D05/18 give for slow fault repairs?", "fault_comp",
       date(2020, 12, 31)),
    _q("Missed technician appointment credit under the ECRA rules in 2019", "missed_appt", date(2019, 12, 31)),
    _q("As of June 2024, how long did Irish telecom operators have to resolve complaints under ECRA's code?",
       "resolve", date(2024, 6, 30)),
    _q("From 1 September 2026, how much per day will consumers get for unrepaired faults under the ECRA code?",
       "fault_comp", date(2026, 9, 1)),
    _q("In October 2026, how fast will providers have to acknowledge a written complaint under ECRA's "
       "complaints code?", "acknowledge", date(2026, 10, 31)),
)
ECRA_COMPLAINTS = RuleFamily(
    family="bl3a-ecra-complaints-compensation",
    phrasing="unseen3-a-en-3",
    language="en",
    folder="official/telecom-regulation",
    versions=_ECRA_VERSIONS,
    questions=_ECRA_QUESTIONS,
    author=_ECRA,
)

# ---------------------------------------------------------------------------------------------------------------
# EN 4 - Scottish housing association (registered social landlord): rent, service charges and repairs.
# ---------------------------------------------------------------------------------------------------------------
_GHA = "Glenmorven Housing Association Ltd"
_GHA_VERSIONS = (
    _version(
        "bl3a-glenmorven-rent-repairs-v1-0",
        "Rent, Service Charges and Repairs Policy - Version 1.0",
        date(2017, 2, 28),
        ("Glenmorven Housing Association Limited",
         "Registered Social Landlord No. HAL 214 | Scottish Charity No. SC031276",
         "Rent, Service Charges and Repairs Policy - Version 1.0",
         "Approved by the Management Committee on 28 February 2017."),
        {
            "rent_notice": "1. Rent reviews. Rents are reviewed once a year. After consulting tenants, we give "
                           "every tenant at least four weeks' written notice before a new rent takes effect, as "
                           "the Scottish secure tenancy agreement requires.",
            "service_charge": "2. Service charges. Services such as close cleaning and grounds maintenance are "
                              "charged on top of rent. The weekly close-cleaning charge is £3.10 per flat.",
            "emergency": "3. Emergency repairs. We will attend an emergency repair within 6 hours of it being "
                         "reported and make it safe within 24 hours.",
            "routine": "4. Routine repairs. Routine repairs will be completed within 28 working days.",
            "recharge": "5. Rechargeable repairs. Where damage has been caused by a tenant, household member or "
                        "visitor, the tenant will be charged the full cost of the repair plus 10% administration. "
                        "Payment is due within 28 days unless an arrangement is agreed.",
        },
    ),
    _version(
        "bl3a-glenmorven-rent-repairs-v2-0",
        "Rent, Service Charges and Repairs Policy - Version 2.0",
        date(2020, 4, 1),
        ("Glenmorven Housing Association Ltd - Rent, Service Charges and Repairs Policy",
         "Document control: Version 2.0 | Policy owner: Director of Housing Services | Approved by Management "
         "Committee: 26 March 2020 | Effective: 1 April 2020 | Next review: March 2023",
         "This version replaces Version 1.0 (February 2017)."),
        {
            "rent_notice": "1. Rent reviews. We consult tenants on the proposed increase each winter and issue "
                           "written notice of the new rent at least eight weeks before it applies on 1 April.",
            "service_charge": "2. Service charges. Close cleaning is charged at £3.60 per flat per week; grounds "
                              "maintenance and stair lighting are charged at cost and shown separately on the "
                              "annual rent letter.",
            "emergency": "3. Emergency repairs. Emergency repairs are attended within 4 hours and made safe within "
                         "24 hours, at any time of day, including public holidays.",
            "routine": "4. Routine repairs. We aim to complete routine repairs within 20 working days of the "
                       "report.",
            "recharge": "5. Rechargeable repairs. Tenant-caused damage is recharged at the contractor's cost plus a "
                        "fixed administration fee of £25. Tenants may pay in instalments.",
        },
    ),
    _version(
        "bl3a-glenmorven-rent-repairs-v3-0",
        "Rent, Service Charges and Repairs Policy",
        date(2024, 4, 1),
        ("GLENMORVEN HOUSING ASSOCIATION",
         "Rent, Service Charges and Repairs Policy",
         "Version 3.0 - effective from 1 April 2024. Supersedes the previous version of this policy. Approved by "
         "the Management Committee on 29 February 2024; to be reviewed by February 2027."),
        {
            "rent_notice": "1. Rent reviews. The annual rent consultation closes by 31 January, and each tenant "
                           "receives written notice of the new rent at least ten weeks before 1 April.",
            "service_charge": "2. Service charges. The weekly close-cleaning charge is £4.25 per flat. Service "
                              "charges recover actual costs only, and any surplus is credited back the following "
                              "year.",
            "emergency": "3. Emergency repairs. Our out-of-hours contractor attends emergencies within 4 hours and "
                         "makes them safe within 12 hours; any permanent repair then follows as routine work.",
            "routine": "4. Routine repairs. Routine repairs are completed within 15 working days, and tenants are "
                       "offered an appointment slot when they report the repair.",
            "recharge": "5. Rechargeable repairs. Damage caused by a tenant or their visitors is recharged at cost "
                        "plus a £30 administration fee. No recharge is made where the damage results from "
                        "domestic abuse or a crime reported to the police.",
        },
        ("Related policies: Tenant Participation Strategy; Estate Management Policy (Version 2.1).",),
    ),
)
_GHA_QUESTIONS = (
    _q("How long does Glenmorven Housing Association take to make an emergency repair safe?", "emergency", NOW),
    _q("How much notice does Glenmorven HA give tenants before the rent goes up?", "rent_notice", NOW),
    _q("Glenmorven housing association weekly close cleaning charge", "service_charge", NOW),
    _q("What admin fee does Glenmorven add when a tenant is recharged for damage?", "recharge", NOW),
    _q("What was the target for routine repairs at Glenmorven Housing Association in 2018?", "routine",
       date(2018, 12, 31)),
    _q("In June 2022, how many weeks' warning of a rent increase did Glenmorven tenants get?", "rent_notice",
       date(2022, 6, 30)),
    _q("Glenmorven close-cleaning service charge back in 2019", "service_charge", date(2019, 12, 31)),
    _q("Before Glenmorven's April 2024 policy update, how quickly did they attend emergency repairs?",
       "emergency", date(2024, 3, 31)),
)
GLENMORVEN_REPAIRS = RuleFamily(
    family="bl3a-glenmorven-rent-repairs",
    phrasing="unseen3-a-en-4",
    language="en",
    folder="official/housing-association",
    versions=_GHA_VERSIONS,
    questions=_GHA_QUESTIONS,
    author=_GHA,
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 1 - 市医疗保障局：城乡居民医保普通门诊统筹（简体）。
# ---------------------------------------------------------------------------------------------------------------
_JCYB = "江川市医疗保障局"
_JCYB_VERSIONS = (
    _version(
        "bl3a-jiangchuan-outpatient-2019-21",
        "江川市城乡居民基本医疗保险普通门诊统筹管理办法",
        date(2019, 8, 12),
        ("江川市医疗保障局文件",
         "江医保发〔2019〕21号",
         "江川市医疗保障局关于印发《江川市城乡居民基本医疗保险普通门诊统筹管理办法》的通知",
         "各县（市、区）医疗保障分局，各定点医疗机构：现将《江川市城乡居民基本医疗保险普通门诊统筹管理办法》"
         "印发给你们，请认真贯彻执行。"),
        {
            "deductible": "一、起付标准。参保居民在一级及以下定点医疗机构普通门诊就医不设起付标准；在二级及以上定点"
                          "医疗机构就医，每个自然年度起付标准为200元。",
            "ratio": "二、支付比例。政策范围内普通门诊费用，一级及以下定点医疗机构报销50%，二级定点医疗机构报销40%，"
                     "三级定点医疗机构报销30%。",
            "cap": "三、年度限额。普通门诊统筹基金年度最高支付限额为每人300元，当年未用完的额度不结转至下一年度。",
            "chronic": "四、“两病”门诊用药。确诊的高血压、糖尿病参保患者，门诊降压、降糖药品费用报销50%，年度限额"
                       "高血压400元、糖尿病600元。",
            "remote": "五、异地就医。参保居民在市外发生的普通门诊费用，普通门诊统筹基金不予支付。",
        },
        ("江川市医疗保障局", "2019年8月12日"),
    ),
    _version(
        "bl3a-jiangchuan-outpatient-2021-36",
        "江川市城乡居民基本医疗保险普通门诊统筹管理办法",
        date(2022, 1, 1),
        ("江川市医疗保障局",
         "江医保发〔2021〕36号",
         "江川市医疗保障局关于印发《江川市城乡居民基本医疗保险普通门诊统筹管理办法》的通知"),
        {
            "deductible": "一、起付标准。在基层定点医疗机构（一级及以下）就诊不设起付线；在二级及以上定点医疗机构"
                          "就诊，年度起付线调整为150元。",
            "ratio": "二、支付比例。政策范围内费用，基层定点医疗机构支付55%，二级定点医疗机构支付45%，三级定点医疗"
                     "机构支付35%。",
            "cap": "三、年度限额。普通门诊统筹年度最高支付限额提高至每人500元。",
            "chronic": "四、“两病”门诊用药。高血压、糖尿病患者门诊用药费用支付比例为60%，年度限额高血压600元、"
                       "糖尿病800元；同时患两病的，限额合并计算为1200元。",
            "remote": "五、异地就医。已办理异地就医备案的，在备案地发生的普通门诊费用按本市规定比例支付；未备案的，"
                      "支付比例降低10个百分点。",
        },
        ("六、本办法自2022年1月1日起施行。《江川市医疗保障局关于印发〈江川市城乡居民基本医疗保险普通门诊统筹"
         "管理办法〉的通知》（江医保发〔2019〕21号）同时废止。",
         "江川市医疗保障局", "2021年12月20日"),
    ),
    _version(
        "bl3a-jiangchuan-outpatient-2026-2",
        "江川市城乡居民基本医疗保险门诊保障办法",
        date(2027, 1, 1),
        ("江川市医疗保障局规范性文件",
         "江医保规〔2026〕2号",
         "江川市医疗保障局关于印发《江川市城乡居民基本医疗保险门诊保障办法》的通知",
         "本办法经2026年4月15日局务会议审议通过，现予印发，自2027年1月1日起施行，有效期5年。"),
        {
            "deductible": "一、起付标准。基层定点医疗机构门诊不设起付线；二级及以上定点医疗机构门诊起付线统一为每年"
                          "100元，同一年度内累计计算。",
            "ratio": "二、支付比例。政策范围内门诊费用，基层定点医疗机构报销60%，二级定点医疗机构报销50%，三级定点"
                     "医疗机构报销40%；经签约家庭医生转诊的，再提高5个百分点。",
            "cap": "三、年度限额。门诊统筹年度最高支付限额为每人800元，与“两病”用药限额分别计算。",
            "chronic": "四、“两病”门诊用药。高血压、糖尿病患者门诊用药报销70%，不设起付线，两病年度限额合并为"
                       "1500元。",
            "remote": "五、异地就医。普通门诊费用可跨省直接结算。已备案的，按本市比例支付；未备案的，支付比例降低"
                      "15个百分点。",
        },
        ("六、江医保发〔2021〕36号文件自本办法施行之日起停止执行。此前有关规定与本办法不一致的，以本办法为准。",
         "江川市医疗保障局", "2026年4月28日"),
    ),
)
_JCYB_QUESTIONS = (
    _q("江川市城乡居民医保普通门诊报销比例是多少？", "ratio", NOW),
    _q("江川居民医保门诊统筹一年最多能报多少钱", "cap", NOW),
    _q("在江川市二级医院看门诊，居民医保有起付线吗？多少钱？", "deductible", NOW),
    _q("江川医保没办备案，在外地看门诊还能报销吗", "remote", NOW),
    _q("2020年江川市居民医保普通门诊统筹年度最高支付限额是多少？", "cap", date(2020, 12, 31)),
    _q("2019年江川市高血压病人门诊买药能报多少", "chronic", date(2019, 12, 31)),
    _q("2023年在江川三级医院看普通门诊，城乡居民医保报销几成？", "ratio", date(2023, 12, 31)),
    _q("2027年起江川市居民医保门诊报销比例调整为多少", "ratio", date(2027, 1, 1)),
    _q("2027年江川居民在二级医院看门诊的起付线是多少", "deductible", date(2027, 12, 31)),
)
JIANGCHUAN_OUTPATIENT = RuleFamily(
    family="bl3a-jiangchuan-outpatient-insurance",
    phrasing="unseen3-a-zh-1",
    language="zh",
    folder="official/medical-insurance-zh",
    versions=_JCYB_VERSIONS,
    questions=_JCYB_QUESTIONS,
    author=_JCYB,
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 2 - 市交通运输局：网络预约出租汽车经营服务管理实施细则（简体）。
# ---------------------------------------------------------------------------------------------------------------
_CZJT = "澄州市交通运输局"
_CZJT_VERSIONS = (
    _version(
        "bl3a-chengzhou-ridehail-2017-45",
        "澄州市网络预约出租汽车经营服务管理实施细则（试行）",
        date(2017, 2, 10),
        ("澄州市交通运输局文件",
         "澄交运〔2017〕45号",
         "关于印发《澄州市网络预约出租汽车经营服务管理实施细则（试行）》的通知",
         "根据《网络预约出租汽车经营服务管理暂行办法》，结合本市实际，制定本细则。本细则自发布之日起施行。"),
        {
            "vehicle": "第一条 车辆条件。拟从事网约车经营的车辆应为7座及以下乘用车，轴距不小于2650毫米，车辆计税"
                       "价格不低于10万元。",
            "age": "第二条 车龄与退出。申请《网络预约出租汽车运输证》时，车辆自注册登记之日起不超过2年；行驶里程"
                   "达到60万千米或使用满8年的，退出网约车经营。",
            "driver": "第三条 驾驶员条件。驾驶员应取得相应准驾车型机动车驾驶证并具有3年以上驾驶经历，具有本市户籍"
                      "或持有本市居住证满6个月。",
            "data": "第四条 平台责任。网约车平台公司应在本市设立分支机构，接入市网约车监管平台，并将订单、行程等"
                    "数据保存不少于2年。",
        },
        ("澄州市交通运输局", "2017年2月10日"),
    ),
    _version(
        "bl3a-chengzhou-ridehail-2021-3",
        "澄州市网络预约出租汽车经营服务管理实施细则",
        date(2021, 10, 1),
        ("澄州市交通运输局",
         "澄交规〔2021〕3号",
         "澄州市交通运输局关于印发《澄州市网络预约出租汽车经营服务管理实施细则》的通知"),
        {
            "vehicle": "第一条 车辆条件。网约车应为7座及以下乘用车，燃油车辆轴距不小于2700毫米、计税价格不低于12万元；"
                       "纯电动车辆轴距不小于2650毫米。",
            "age": "第二条 车龄与退出。申领运输证的车辆，自注册登记之日起不超过3年；车辆使用满8年或行驶里程满60万"
                   "千米的，注销运输证。",
            "driver": "第三条 驾驶员条件。驾驶员应具有3年以上驾驶经历，持有本市户籍或本市居住证满1年，并通过全市"
                      "统一的网约车驾驶员从业资格考试。",
            "data": "第四条 平台责任。平台公司应在本市设立服务机构，实时接入市网约车监管信息交互平台，订单、行程、"
                    "支付等数据保存期限不少于3年。",
        },
        ("第五条 本细则自2021年10月1日起施行。《澄州市网络预约出租汽车经营服务管理实施细则（试行）》"
         "（澄交运〔2017〕45号）同时废止。",
         "澄州市交通运输局", "2021年8月30日"),
    ),
    _version(
        "bl3a-chengzhou-ridehail-2026-1",
        "澄州市网络预约出租汽车经营服务管理实施细则",
        date(2026, 10, 1),
        ("澄州市交通运输局",
         "澄交规〔2026〕1号",
         "澄州市交通运输局关于修订印发《澄州市网络预约出租汽车经营服务管理实施细则》的通知"),
        {
            "vehicle": "第一条 车辆条件。新增网约车应为新能源汽车，其中纯电动车辆轴距不小于2700毫米、续航里程不低于"
                       "400千米；已取得运输证的燃油车辆可继续营运至退出。",
            "age": "第二条 车龄与退出。申领运输证时车辆注册登记不超过1年；使用满8年或行驶里程满60万千米的，注销"
                   "运输证并退出经营。",
            "driver": "第三条 驾驶员条件。驾驶员须有3年以上驾驶经历并通过从业资格考试，不再设户籍或居住证年限要求，"
                      "但须无犯罪记录和吸毒记录。",
            "data": "第四条 平台责任。平台公司接入监管平台的订单、行程、支付及投诉数据保存不少于5年，并向驾驶员公示"
                    "每笔订单的乘客支付金额和驾驶员收入。",
            "commission": "第五条 抽成上限。平台公司向驾驶员收取的信息服务费（抽成）不得超过订单乘客支付金额的27%，"
                          "调整抽成比例应提前30日向社会公示。",
        },
        ("第六条 本细则自2026年10月1日起施行，澄交规〔2021〕3号同时废止。",
         "澄州市交通运输局", "2026年5月15日"),
    ),
)
_CZJT_QUESTIONS = (
    _q("澄州市网约车对车辆轴距和价格有什么要求", "vehicle", NOW),
    _q("在澄州跑网约车，外地户口的司机需要居住证满多久？", "driver", NOW),
    _q("澄州网约车申请运输证，车辆注册登记几年以内才行", "age", NOW),
    _q("澄州市网约车平台的订单行程数据要保存几年", "data", NOW),
    _q("2018年在澄州做网约车司机，对居住证有什么要求？", "driver", date(2018, 12, 31)),
    _q("2019年申请澄州网约车运输证，车价有最低要求吗", "vehicle", date(2019, 12, 31)),
    _q("2023年在澄州申请网约车运输证，车辆最多注册几年？", "age", date(2023, 12, 31)),
    _q("2026年10月1日以后，澄州新增网约车必须是新能源车吗", "vehicle", date(2026, 10, 1)),
    _q("2027年澄州网约车平台向司机抽成最多能抽多少", "commission", date(2027, 12, 31)),
)
CHENGZHOU_RIDEHAIL = RuleFamily(
    family="bl3a-chengzhou-ridehailing",
    phrasing="unseen3-a-zh-2",
    language="zh",
    folder="official/ride-hailing-zh",
    versions=_CZJT_VERSIONS,
    questions=_CZJT_QUESTIONS,
    author=_CZJT,
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 3 - 市教育局：义务教育学校招生入学实施细则（简体）。
# ---------------------------------------------------------------------------------------------------------------
_XCJY = "溪城市教育局"
_XCJY_VERSIONS = (
    _version(
        "bl3a-xicheng-admission-2018-9",
        "溪城市义务教育学校招生入学实施细则",
        date(2018, 3, 20),
        ("溪城市教育局文件",
         "溪教发〔2018〕9号",
         "溪城市教育局关于印发《溪城市义务教育学校招生入学实施细则》的通知",
         "各区教育局、市直属学校：为做好义务教育学校招生入学工作，现将实施细则印发给你们，请遵照执行。"),
        {
            "hukou": "一、户籍与住房。公办小学、初中按学区招生，适龄儿童少年的户籍须与父母（或其他法定监护人）在"
                     "学区内的自有住房地址一致，对户籍迁入时间不作要求。",
            "one_flat": "二、学位使用。同一套住房在6年内只能为一户家庭提供一个小学学位，初中学位不作限制。",
            "migrant": "三、随迁子女。进城务工人员随迁子女入学，父母一方须持有本市居住证满1年，并在本市连续缴纳"
                       "社会保险满1年。",
            "signup": "四、报名时间。每年5月下旬由各区公布报名安排，家长持相关材料到学区学校现场报名。",
            "private": "五、民办学校。民办学校在公办学校招生结束后自主招生，可组织面谈，不得组织笔试。",
        },
        ("溪城市教育局", "2018年3月20日"),
    ),
    _version(
        "bl3a-xicheng-admission-2021-2",
        "溪城市义务教育学校招生入学实施细则",
        date(2021, 4, 1),
        ("溪城市教育局",
         "溪教规〔2021〕2号",
         "溪城市教育局关于印发《溪城市义务教育学校招生入学实施细则》的通知"),
        {
            "hukou": "一、户籍与住房。公办学校按“房户一致”原则划片招生，适龄儿童户籍须随父母迁入学区住房满1年"
                     "（以报名当年8月31日计）。",
            "one_flat": "二、学位使用。同一套住房6年内限用一次小学学位、3年内限用一次初中学位，同户多孩同时入学的"
                        "除外。",
            "migrant": "三、随迁子女。随迁子女申请入学，父母一方须持有效本市居住证满6个月，并在本市缴纳社会保险累计"
                       "满6个月。",
            "signup": "四、报名时间。全市统一实行网上报名，小学和初中报名时间为每年6月1日至6月10日。",
            "private": "五、民办学校。实行公民办学校同步招生；民办学校报名人数超过招生计划的，全部实行电脑随机录取。",
        },
        ("六、本细则自2021年4月1日起施行。此前我局发布的相关规定与本细则不一致的，以本细则为准。",
         "溪城市教育局", "2021年3月5日"),
    ),
    _version(
        "bl3a-xicheng-admission-2024-1",
        "溪城市义务教育学校招生入学实施细则",
        date(2024, 3, 1),
        ("溪城市教育局",
         "溪教规〔2024〕1号",
         "溪城市教育局关于印发《溪城市义务教育学校招生入学实施细则》的通知",
         "本细则已于2024年1月15日至2月14日向社会公开征求意见。"),
        {
            "hukou": "一、户籍与住房。公办学校按“房户一致”原则划片招生，申请学区学位的适龄儿童户籍迁入学区住房须满"
                     "3年；不满3年的，由区教育局统筹安排入学。",
            "one_flat": "二、学位使用。同一套住房每6年限用一个小学学位、每3年限用一个初中学位；二孩、三孩家庭同一住房"
                        "可为多个子女提供学位，不受上述年限限制。",
            "migrant": "三、随迁子女。随迁子女入学实行积分排序，父母一方须持有效本市居住证，并在本市缴纳社会保险累计"
                       "满12个月。",
            "signup": "四、报名时间。网上报名于每年5月20日开始、5月31日结束，逾期未报名的由区教育局统筹安排。",
            "private": "五、民办学校。民办学校报名人数超过招生计划的，先录取本校教职工子女（不超过计划的5%），其余"
                       "实行电脑随机录取。",
        },
        ("六、本细则自2024年3月1日起施行。原《溪城市义务教育学校招生入学实施细则》（溪教规〔2021〕2号）同时废止。",
         "溪城市教育局", "2024年2月26日"),
    ),
)
_XCJY_QUESTIONS = (
    _q("溪城市小学入学，外地务工人员子女社保要交满多久？", "migrant", NOW),
    _q("溪城学区房一套房子多少年内只能用一次学位", "one_flat", NOW),
    _q("溪城市义务教育阶段网上报名是几月几号", "signup", NOW),
    _q("想在溪城读公办小学，户口迁进学区房要满几年", "hukou", NOW),
    _q("2019年溪城市小学按学区招生对户籍迁入时间有要求吗", "hukou", date(2019, 12, 31)),
    _q("2022年溪城随迁子女上学需要交几个月社保", "migrant", date(2022, 12, 31)),
    _q("2023年溪城民办初中报名人数超了怎么录取", "private", date(2023, 12, 31)),
    _q("溪城2018年招生时同一套房几年内只能占一个小学学位？", "one_flat", date(2018, 12, 31)),
)
XICHENG_ADMISSION = RuleFamily(
    family="bl3a-xicheng-compulsory-admission",
    phrasing="unseen3-a-zh-3",
    language="zh",
    folder="official/school-admission-zh",
    versions=_XCJY_VERSIONS,
    questions=_XCJY_QUESTIONS,
    author=_XCJY,
)

# ---------------------------------------------------------------------------------------------------------------
# ZH 4 - 臺灣某市立圖書館借閱規則（繁體，民國紀年，法規沿革）。
# ---------------------------------------------------------------------------------------------------------------
_JBLIB = "嘉濱市政府"
_JB_PURPOSE = "第一條 嘉濱市政府為提供民眾借閱嘉濱市立圖書館（以下簡稱本館）館藏資料，特訂定本規則。"
_JB_CARD = "第二條 凡設籍或就學、就業於本市者，得憑身分證明文件免費申辦借閱證。"
_JBLIB_VERSIONS = (
    _version(
        "bl3a-jiabin-library-lending-103",
        "嘉濱市立圖書館借閱規則",
        date(2014, 5, 2),
        ("嘉濱市立圖書館借閱規則",
         "中華民國一百零三年五月二日嘉濱市政府嘉市文字第一○三○○五二一七一號令訂定發布全文八條",
         _JB_PURPOSE, _JB_CARD),
        {
            "quota": "第三條 借閱冊數：持本館借閱證者，每次以借閱圖書十冊、視聽資料三件為限。",
            "period": "第四條 借閱期限：圖書及視聽資料借期均為二十一日，如無他人預約，得於到期前續借一次，續借期間"
                      "為十四日。",
            "overdue": "第五條 逾期處理：借閱資料逾期未還者，每冊每逾期一日停止借閱權利一日，於資料歸還後依日數"
                       "計算。",
            "reserve": "第六條 預約：每證可預約資料五冊（件），預約資料到館後，本館保留三日，逾期未取者取消預約。",
            "lost": "第七條 遺失或損毀：借閱資料遺失或損毀者，應購買相同版本資料賠償；無法購得者，按定價一點五倍"
                    "賠償。",
        },
        ("第八條 本規則自發布日施行。",),
    ),
    _version(
        "bl3a-jiabin-library-lending-109",
        "嘉濱市立圖書館借閱規則",
        date(2021, 1, 1),
        ("嘉濱市立圖書館借閱規則",
         "中華民國一百零三年五月二日嘉濱市政府令訂定發布",
         "中華民國一百零九年十二月十五日嘉濱市政府嘉市文圖字第一○九○二八八○四三號令修正發布全文九條；並自"
         "一百十年一月一日施行",
         _JB_PURPOSE, _JB_CARD),
        {
            "quota": "第三條 借閱冊數：每一借閱證可同時借閱圖書二十冊及視聽資料五件。",
            "period": "第四條 借閱期限：圖書借期為二十八日，視聽資料為十四日；未經他人預約者，得續借一次，續借期間"
                      "同原借期。",
            "overdue": "第五條 逾期處理：資料逾期歸還者，自歸還日起停止借閱權利，停權日數與逾期日數相同，但最長不"
                       "超過六十日。",
            "reserve": "第六條 預約：每證預約上限十冊（件）；預約資料到館通知後保留五日，休館日不計入。",
            "lost": "第七條 遺失或損毀：借閱資料遺失或嚴重損毀者，應於三十日內以相同或較新版本資料賠償，或按原定價"
                    "二倍賠償。",
        },
        ("第八條 本館得以電子郵件或簡訊通知到期、逾期及預約到館。",
         "第九條 本規則自中華民國一百十年一月一日施行。"),
    ),
    _version(
        "bl3a-jiabin-library-lending-115",
        "嘉濱市立圖書館借閱規則",
        date(2026, 7, 1),
        ("嘉濱市立圖書館借閱規則",
         "1.中華民國一百零三年五月二日嘉濱市政府令訂定發布全文八條",
         "2.中華民國一百零九年十二月十五日嘉濱市政府令修正發布全文九條；並自一百十年一月一日施行",
         "3.中華民國一百十五年四月八日嘉濱市政府嘉市文圖字第一一五○○九七六二五號令修正發布第三條至第七條、"
         "第九條條文；並自一百十五年七月一日施行",
         _JB_PURPOSE, _JB_CARD),
        {
            "quota": "第三條 借閱冊數：每一借閱證借閱圖書及視聽資料合計以三十冊（件）為限，其中視聽資料不得超過"
                     "十件。",
            "period": "第四條 借閱期限：圖書及視聽資料借期均為二十八日；無人預約者，得續借二次，每次二十八日。",
            "overdue": "第五條 逾期處理：逾期歸還者，按逾期日數停止借閱權利，最長三十日；未滿十八歲之讀者得以參與"
                       "本館志工服務抵銷停權日數。",
            "reserve": "第六條 預約：每證得預約十五冊（件），預約資料到館後保留七日（休館日不計）。",
            "lost": "第七條 遺失或損毀：遺失或損毀者，得以相同或較新版本資料賠償，或按定價賠償並加收處理費新臺幣"
                    "一百元。",
        },
        ("第八條 本館得以電子郵件、簡訊或行動應用程式通知到期、逾期及預約到館。",
         "第九條 本規則自中華民國一百十五年七月一日施行。"),
    ),
)
_JBLIB_QUESTIONS = (
    _q("嘉濱市立圖書館一張借書證一次可以借幾本書？", "quota", NOW),
    _q("嘉濱市圖借的書可以借多久？能不能續借？", "period", NOW),
    _q("嘉濱市立圖書館書逾期沒還會被停權多久", "overdue", NOW),
    _q("嘉濱市圖預約的書到館後會幫我留幾天", "reserve", NOW),
    _q("民國105年時嘉濱市立圖書館的借期是幾天", "period", date(2016, 12, 31)),
    _q("2018年在嘉濱市圖把書弄丟了要怎麼賠", "lost", date(2018, 12, 31)),
    _q("2023年在嘉濱市立圖書館最多能同時借幾冊", "quota", date(2023, 12, 31)),
    _q("嘉濱市立圖書館從115年7月起借書冊數上限是多少", "quota", date(2026, 7, 1)),
    _q("2026年8月以後嘉濱市圖逾期還書最多停權幾天", "overdue", date(2026, 8, 1)),
)
JIABIN_LIBRARY = RuleFamily(
    family="bl3a-jiabin-library-lending",
    phrasing="unseen3-a-zh-4",
    language="zh",
    folder="official/public-library-zh",
    versions=_JBLIB_VERSIONS,
    questions=_JBLIB_QUESTIONS,
    author=_JBLIB,
)

UNSEEN_FAMILIES_3A: tuple[RuleFamily, ...] = (
    RVTC_FARES,
    HCASD_ATTENDANCE,
    ECRA_COMPLAINTS,
    GLENMORVEN_REPAIRS,
    JIANGCHUAN_OUTPATIENT,
    CHENGZHOU_RIDEHAIL,
    XICHENG_ADMISSION,
    JIABIN_LIBRARY,
)
