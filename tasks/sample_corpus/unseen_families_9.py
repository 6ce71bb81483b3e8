"""Blind set 9: ten rule families written blind from families.py and a brief - one line each.

  - bl9-koorabelle-hall-hire (en): Australian shire hall hire fees by financial year; 2026-27 amends Item 3 only.
  - bl9-brackenholt-garden-waste (en): UK district garden waste charges; scanned 2025 Cabinet notice withdraws 2022's.
  - bl9-marrowfield-animal-licensing (en): US county ordinance, Section 4(b) replaced in 2024, repealed for 2027.
  - bl9-dunroughan-casual-trading (en): Irish casual trading bye-laws, dotted dates; scanned 2023 ones revoke 2019's.
  - bl9-graa-subscriptions (en): NZ arborists' guild subscriptions by membership year; circular, determination.
  - bl9-yanting-parking (zh): 市政府停车收费办法，新办法废止原办法，2026年修改决定只改第六条。
  - bl9-fengao-kindergarten (zh): 县发改局、教育局幼儿园保教费，2025学年起调整（扫描件，现行）。
  - bl9-tinglan-dorm (zh): 大学学生公寓住宿费，2024年只改二人间，2026学年起新办法废止原规定。
  - bl9-lanpu-school-venue (zh, traditional): 臺灣縣學校場地收費標準，民國日期，109年版掃描，115學年度起修正第四條。
  - bl9-chunwan-hospital (zh, traditional): 香港私家醫院收費表，2024年通告取代2022年版，另訂2027年度收費表。
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from tasks.sample_corpus.families import REFERENCE_DATE, RuleFamily, RuleQuestion, RuleTable, RuleVersion

Body = tuple[str | RuleTable, ...]


def _fact_text(paragraphs: Body, ref: str | int) -> str:
    """The paragraph starting with `ref` (exactly one), or row `ref` of the version's only table."""
    if isinstance(ref, int):
        (table,) = [paragraph for paragraph in paragraphs if isinstance(paragraph, RuleTable)]
        return table.row_text(ref)
    matches = [paragraph for paragraph in paragraphs if isinstance(paragraph, str) and paragraph.startswith(ref)]
    if len(matches) != 1:
        raise ValueError(f"{ref!r} starts {len(matches)} paragraphs")
    return matches[0]


def _version(slug: str, title: str, in_force_from: date, paragraphs: Body, facts: Mapping[str, str | int],
             *, scanned: bool = False) -> RuleVersion:
    """A version whose facts are named by their paragraph's opening words or their table row's index."""
    stated = {key: _fact_text(paragraphs, ref) for key, ref in facts.items()}
    return RuleVersion(slug, title, paragraphs, in_force_from, stated, scanned)


def _now(query: str, fact: str) -> RuleQuestion:
    return RuleQuestion(query, fact, REFERENCE_DATE, "current")


def _then(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query, fact, as_of, "historical")


def _later(query: str, fact: str, as_of: date) -> RuleQuestion:
    return RuleQuestion(query, fact, as_of, "future")


# --- en-1: Australian shire, hall hire fees by financial year, then a one-item amendment -------------------------

_KOORABELLE = RuleFamily(
    family="bl9-koorabelle-hall-hire",
    phrasing="blind9-en-1",
    language="en",
    folder="official/hall-hire",
    author="Shire of Koorabelle",
    versions=(
        _version(
            "bl9-koorabelle-hall-hire-2023", "Community Halls - Hire Fees and Charges 2023-24", date(2023, 7, 1),
            (
                "SHIRE OF KOORABELLE",
                "Community Halls - Hire Fees and Charges 2023-24",
                "Adopted by Council at its Ordinary Meeting of 22 June 2023 (Resolution OCM 2023/118) together "
                "with the 2023-24 Annual Budget.",
                "These fees apply with effect from 1 July 2023 and remain in force until varied by Council.",
                "1. Fees are charged for the hire of the Koorabelle Memorial Hall, the Tindall Siding Hall and the "
                "Emu Soak Pavilion. All fees are GST inclusive.",
                "2. A refundable bond of $300 is payable for any hire at which alcohol is served; for all other "
                "hires the bond is $150.",
                "3. Not-for-profit community groups registered with the Shire receive a 50% discount on hourly "
                "hire rates.",
                RuleTable(
                    caption="Schedule 1 - Hall hire charges from 1 July 2023",
                    header=("Item", "Facility / use", "Rate"),
                    rows=(
                        ("1", "Memorial Hall - main hall, per hour", "$38.00"),
                        ("2", "Memorial Hall - full day (up to 12 hours)", "$310.00"),
                        ("3", "Memorial Hall - commercial kitchen, per booking", "$85.00"),
                        ("4", "Tindall Siding Hall - per hour", "$22.00"),
                        ("5", "Emu Soak Pavilion - per day", "$95.00"),
                    ),
                ),
                "4. A booking cancelled less than 7 days before the hire date forfeits 25% of the hire fee.",
                "Chief Executive Officer",
            ),
            {"bond": "2. A refundable", "community_discount": "3. Not-for-profit", "main_hall_hour": 0,
             "kitchen": 2, "tindall_hour": 3, "pavilion_day": 4, "cancellation": "4. A booking"},
        ),
        _version(
            "bl9-koorabelle-hall-hire-2025", "Schedule of Fees and Charges 2025-26 - Community Halls",
            date(2025, 7, 1),
            (
                "Shire of Koorabelle",
                "Schedule of Fees and Charges 2025-26 - Community Halls",
                "Adopted by absolute majority at the Special Council Meeting held 26 June 2025 (Resolution "
                "SCM 2025/07) under section 6.16 of the Local Government Act 1995.",
                "Commencement: with effect from the 2025-26 financial year, that is, from 1 July 2025.",
                "This schedule replaces the hall hire charges adopted with the 2023-24 budget, which cease to apply "
                "on 30 June 2025.",
                "General conditions",
                "(a) All charges include GST.",
                "(b) Bond: $400 where alcohol will be served or consumed; $200 for all other hires. Bonds are "
                "refunded within 14 days after the post-hire inspection.",
                "(c) Incorporated not-for-profit groups based in the Shire pay 60% of the listed hourly rates.",
                "(d) A booking cancelled within 10 days of the hire date forfeits 30% of the hire charge.",
                RuleTable(
                    caption="Schedule 1 - Community hall hire charges 2025-26",
                    header=("Item", "Description", "Charge (incl. GST)"),
                    rows=(
                        ("1", "Koorabelle Memorial Hall - main hall, per hour", "$44.00"),
                        ("2", "Koorabelle Memorial Hall - full day, up to 12 hours", "$355.00"),
                        ("3", "Koorabelle Memorial Hall - commercial kitchen, per booking", "$95.00"),
                        ("4", "Tindall Siding Hall - per hour", "$26.00"),
                        ("5", "Emu Soak Pavilion - per day", "$110.00"),
                        ("6", "Key replacement (lost or not returned)", "$65.00"),
                    ),
                ),
                "Shane Pettigrew, Chief Executive Officer",
            ),
            {"bond": "(b) Bond", "community_discount": "(c) Incorporated", "cancellation": "(d) A booking",
             "main_hall_hour": 0, "kitchen": 2, "tindall_hour": 3, "pavilion_day": 4, "key_replacement": 5},
        ),
        _version(
            "bl9-koorabelle-hall-hire-2026-amend",
            "Schedule of Fees and Charges 2025-26 - Community Halls (Amendment No. 1)", date(2026, 7, 1),
            (
                "SHIRE OF KOORABELLE",
                "Local Government Act 1995 - section 6.19",
                "NOTICE OF AMENDMENT TO FEES AND CHARGES",
                "At its Ordinary Council Meeting of 21 May 2026 (Resolution OCM 2026/041) the Shire of Koorabelle "
                "resolved to amend the Schedule of Fees and Charges 2025-26 - Community Halls as follows, with "
                "effect from the 2026-27 financial year (1 July 2026).",
                "Item 3 of Schedule 1 is amended to read: 3. Koorabelle Memorial Hall - commercial kitchen, per "
                "booking - $120.00 (incl. GST), which includes a cleaning levy of $20.00.",
                "All other items of Schedule 1 and the general conditions are unchanged.",
                "Dated 28 May 2026. Shane Pettigrew, Chief Executive Officer",
            ),
            {"kitchen": "Item 3 of Schedule 1"},
        ),
    ),
    questions=(
        _now("How much is it per hour to hire the main hall at Koorabelle Memorial Hall?", "main_hall_hour"),
        _now("koorabelle shire kitchen hire fee", "kitchen"),
        _later("What will Koorabelle Shire charge for the Memorial Hall kitchen from July 2026?", "kitchen",
               date(2026, 7, 1)),
        _later("Tindall Siding Hall hourly rate after 1 July 2026", "tindall_hour", date(2026, 7, 15)),
        _then("What was the bond for a Koorabelle hall hire with alcohol back in March 2024?", "bond",
              date(2024, 3, 10)),
        _now("Do community groups get a discount on hall hire in Koorabelle?", "community_discount"),
        _now("If I cancel my Koorabelle hall booking a week before the event, how much do I lose?", "cancellation"),
        _then("Emu Soak Pavilion day hire cost during the 2023-24 financial year", "pavilion_day",
              date(2023, 11, 1)),
    ),
)

# --- en-2: UK district council, garden waste charges; the current Cabinet notice is scanned -----------------------

_BRACKENHOLT = RuleFamily(
    family="bl9-brackenholt-garden-waste",
    phrasing="blind9-en-2",
    language="en",
    folder="official/waste-charges",
    author="Brackenholt District Council",
    versions=(
        _version(
            "bl9-brackenholt-garden-waste-2022", "Garden Waste Collection Service - Charges and Terms 2022",
            date(2022, 4, 1),
            (
                "Brackenholt District Council",
                "Environmental Services Directorate",
                "Garden Waste Collection Service - Charges and Terms 2022",
                "Approved by Cabinet on 3rd March 2022 (Minute CAB/21/144). These charges apply to subscriptions "
                "starting on or after 1st April 2022.",
                "1. The garden waste service is an opt-in, chargeable service collected fortnightly from the first "
                "week of March to the last week of November.",
                RuleTable(
                    caption="Table A - Annual subscription charges",
                    header=("Subscription", "Annual charge", "Notes"),
                    rows=(
                        ("First brown bin", "£42.00", "Per household"),
                        ("Each additional brown bin", "£30.00", "Maximum of three bins"),
                        ("Council Tax Reduction recipients (first bin)", "£21.00", "Proof of entitlement required"),
                        ("Garden waste sacks (pack of 10)", "£18.00", ""),
                    ),
                ),
                "2. Subscriptions run for twelve months from the date of the first collection and are not "
                "refundable after the first collection.",
                "3. A replacement for a lost or stolen bin is charged at £25.00 including delivery.",
                "4. Missed collections reported within two working days will be returned to within five working "
                "days.",
                "Signed: R. Ellingham, Head of Environmental Services",
            ),
            {"season": "1. The garden", "first_bin": 0, "extra_bin": 1, "reduction": 2, "sacks": 3,
             "refunds": "2. Subscriptions", "replacement_bin": "3. A replacement"},
        ),
        _version(
            "bl9-brackenholt-garden-waste-2025", "Garden Waste Collection Service - Charges from April 2025",
            date(2025, 4, 1),
            (
                "BRACKENHOLT DISTRICT COUNCIL",
                "NOTICE OF DECISION - Cabinet, 6th February 2025 (Minute CAB/24/97)",
                "Garden Waste Collection Service - Charges from April 2025",
                "Cabinet resolved that the charges and terms below take effect on 1st April 2025 and that the "
                "garden waste charges and terms approved by Cabinet in March 2022 are withdrawn from that date.",
                "1. Collections are made fortnightly all year round, except for the two weeks over Christmas and "
                "New Year.",
                "2. First brown bin: £58.00 per year.",
                "3. Each additional brown bin: £45.00 per year, up to a maximum of three bins per household.",
                "4. Households receiving Council Tax Reduction pay £29.00 per year for their first bin.",
                "5. Garden waste sacks are no longer sold; sacks already bought will be collected until 31st March "
                "2026.",
                "6. A replacement bin costs £32.00, including delivery.",
                "7. No refunds are given once the first collection has been made, except where the Council "
                "withdraws the service.",
                "Signed: Priya Ramdas-Hollis, Director of Place - dated 10th February 2025",
            ),
            {"season": "1. Collections", "first_bin": "2. First", "extra_bin": "3. Each", "reduction": "4. House",
             "sacks": "5. Garden", "replacement_bin": "6. A replacement", "refunds": "7. No refunds"},
            scanned=True,
        ),
    ),
    questions=(
        _now("How much is the Brackenholt garden waste subscription for one bin?", "first_bin"),
        _now("brackenholt second brown bin price", "extra_bin"),
        _then("What did a Brackenholt garden waste bin subscription cost in 2023?", "first_bin", date(2023, 6, 1)),
        _now("I'm on council tax reduction - is garden waste collection cheaper for me?", "reduction"),
        _now("Can I still buy garden waste sacks from the district council?", "sacks"),
        _then("brackenholt replacement brown bin cost summer 2024", "replacement_bin", date(2024, 7, 15)),
        _now("Does Brackenholt stop collecting garden waste over the winter months?", "season"),
    ),
)

# --- en-3: US county ordinance, an amending ordinance for Section 4(b), then repeal and replace for 2027 ----------

_MARROWFIELD = RuleFamily(
    family="bl9-marrowfield-animal-licensing",
    phrasing="blind9-en-3",
    language="en",
    folder="official/animal-licensing",
    author="Marrowfield County Board of County Commissioners",
    versions=(
        _version(
            "bl9-marrowfield-animal-ord-2021-09", "Ordinance No. 2021-09 - Animal Control and Licensing",
            date(2022, 1, 1),
            (
                "MARROWFIELD COUNTY BOARD OF COUNTY COMMISSIONERS",
                "ORDINANCE NO. 2021-09",
                "AN ORDINANCE ESTABLISHING ANIMAL LICENSING REQUIREMENTS AND FEES FOR THE UNINCORPORATED AREAS OF "
                "MARROWFIELD COUNTY",
                "BE IT ORDAINED by the Board of County Commissioners of Marrowfield County:",
                "Section 1. Short title. This ordinance may be cited as the Marrowfield County Animal Control and "
                "Licensing Ordinance of 2021.",
                "Section 2. License required. Every dog and cat over the age of four (4) months kept in the "
                "unincorporated county shall be licensed annually with Marrowfield County Animal Services.",
                "Section 3. Rabies vaccination. No license shall be issued without proof of a current rabies "
                "vaccination.",
                "Section 4. Fees. (a) Annual license fees are set out in Table 1.",
                RuleTable(
                    caption="Table 1 - Annual license fees",
                    header=("License type", "Fee"),
                    rows=(
                        ("Dog, spayed or neutered", "$12.00"),
                        ("Dog, unaltered", "$35.00"),
                        ("Cat, spayed or neutered", "$8.00"),
                        ("Cat, unaltered", "$20.00"),
                        ("Senior owner (65+), altered animal", "$5.00"),
                    ),
                ),
                "(b) A late fee of $15.00 shall be added to any license renewed more than thirty (30) days after "
                "expiration.",
                "(c) Service animals are licensed without charge.",
                "Section 5. Effective date. This ordinance shall take effect January 1, 2022.",
                "ADOPTED this 14th day of September, 2021. Attest: Linda Forsgren, Clerk to the Board",
            ),
            {"dog_altered": 0, "dog_unaltered": 1, "cat_altered": 2, "cat_unaltered": 3, "senior": 4,
             "late_fee": "(b) A late fee", "age": "Section 2."},
        ),
        _version(
            "bl9-marrowfield-animal-ord-2024-17", "Ordinance No. 2024-17 - Amending Section 4 of Ordinance No. 2021-09",
            date(2024, 7, 1),
            (
                "MARROWFIELD COUNTY BOARD OF COUNTY COMMISSIONERS",
                "ORDINANCE NO. 2024-17",
                "AN ORDINANCE AMENDING SECTION 4 OF ORDINANCE NO. 2021-09, THE ANIMAL CONTROL AND LICENSING "
                "ORDINANCE",
                "WHEREAS, the Board finds that the current late renewal fee does not recover the cost of follow-up "
                "notices;",
                "NOW, THEREFORE, BE IT ORDAINED by the Board of County Commissioners of Marrowfield County:",
                "Section 1. Section 4(b) of Ordinance No. 2021-09 is deleted and replaced with the following: "
                "\"(b) A late fee of $25.00 shall be added to any license renewed more than fifteen (15) days after "
                "expiration, and a further $10.00 for each additional month of delay.\"",
                "Section 2. All other provisions of Ordinance No. 2021-09 remain in full force and effect.",
                "Section 3. This ordinance shall take effect July 1, 2024.",
                "ADOPTED May 21, 2024. Attest: Linda Forsgren, Clerk to the Board",
            ),
            {"late_fee": "Section 1."},
        ),
        _version(
            "bl9-marrowfield-animal-ord-2026-22", "Ordinance No. 2026-22 - Animal Licensing", date(2027, 1, 1),
            (
                "MARROWFIELD COUNTY BOARD OF COUNTY COMMISSIONERS",
                "ORDINANCE NO. 2026-22",
                "AN ORDINANCE REPEALING AND REPLACING THE ANIMAL CONTROL AND LICENSING ORDINANCE OF 2021",
                "Adopted April 28, 2026.",
                "Section 1. Repeal. The Marrowfield County Animal Control and Licensing Ordinance of 2021, as "
                "amended in 2024, is repealed effective January 1, 2027.",
                "Section 2. Licensing. Every dog and cat six (6) months of age or older kept in the unincorporated "
                "county shall be licensed; licenses may be issued for one year or for three years.",
                "Section 3. Fees. License fees are as follows:",
                RuleTable(
                    caption="Table 1 - License fees effective January 1, 2027",
                    header=("License type", "One-year", "Three-year"),
                    rows=(
                        ("Dog, spayed or neutered", "$15.00", "$40.00"),
                        ("Dog, unaltered", "$50.00", "$135.00"),
                        ("Cat, spayed or neutered", "$10.00", "$27.00"),
                        ("Cat, unaltered", "$30.00", "$80.00"),
                        ("Senior owner (65+), altered animal", "No charge", "No charge"),
                    ),
                ),
                "Section 4. Late renewal. A late fee of $30.00 applies to any license renewed more than fifteen "
                "(15) days after expiration.",
                "Section 5. Service and assistance animals are licensed without charge upon presentation of "
                "documentation.",
                "Section 6. Effective date. This ordinance takes effect January 1, 2027.",
                "Attest: Marcus Olander, Clerk to the Board",
            ),
            {"dog_altered": 0, "dog_unaltered": 1, "cat_altered": 2, "cat_unaltered": 3, "senior": 4,
             "late_fee": "Section 4.", "age": "Section 2."},
        ),
    ),
    questions=(
        _now("How much is a dog license in Marrowfield County for a neutered dog?", "dog_altered"),
        _now("What is the late fee for renewing a pet license late in Marrowfield County?", "late_fee"),
        _then("late renewal penalty dog license 2023", "late_fee", date(2023, 5, 1)),
        _now("Marrowfield unaltered cat license cost", "cat_unaltered"),
        _later("Marrowfield County is changing its dog license fees in 2027 - how much for an unaltered dog?",
               "dog_unaltered", date(2027, 1, 1)),
        _later("I'm 70 - will I pay anything to license my spayed cat in Marrowfield County next year?",
               "senior", date(2027, 3, 1)),
        _then("What late fee did Marrowfield charge on overdue pet licenses in August 2024?", "late_fee",
              date(2024, 8, 1)),
        _now("marrowfield animal services senior discount on altered pet license", "senior"),
    ),
)

# --- en-4: Irish county council casual trading bye-laws; the 2023 bye-laws (scanned) revoke the 2019 ones ---------

_DUNROUGHAN = RuleFamily(
    family="bl9-dunroughan-casual-trading",
    phrasing="blind9-en-4",
    language="en",
    folder="official/casual-trading",
    author="Dunroughan County Council",
    versions=(
        _version(
            "bl9-dunroughan-casual-trading-2019", "Dunroughan County Council Casual Trading Bye-Laws 2019",
            date(2019, 9, 1),
            (
                "DUNROUGHAN COUNTY COUNCIL",
                "CASUAL TRADING ACT 1995",
                "Dunroughan County Council Casual Trading Bye-Laws 2019",
                "Made by resolution of the Council at its meeting held on 09.07.2019. These Bye-Laws come into "
                "operation on 01.09.2019.",
                "1. Casual trading is permitted only in the casual trading areas designated by the Council.",
                "2. Trading hours in all designated areas are 08.00 to 18.00.",
                "3. Casual trading is permitted at Market Square, Dunroughan on Thursdays and Saturdays only.",
                "4. The fees for casual trading licences are set out in Schedule 2.",
                RuleTable(
                    caption="Schedule 2 - Casual trading licence fees",
                    header=("Licence type", "Fee (€)"),
                    rows=(
                        ("Annual licence, one bay", "650"),
                        ("Annual licence, each additional bay", "400"),
                        ("Day licence, one bay", "35"),
                        ("Event day licence (special events)", "75"),
                    ),
                ),
                "5. A licence holder shall display the licence conspicuously at the bay at all times when trading.",
                "6. A licence holder shall remove all refuse from the bay and its surroundings within 30 minutes of "
                "ceasing trade.",
                "7. A person who contravenes these Bye-Laws is guilty of an offence and liable on summary "
                "conviction to a class C fine.",
                "Signed: Éamonn Ó Faoláin, Director of Services, Planning and Economic Development",
            ),
            {"hours": "2. Trading", "market_days": "3. Casual", "annual": 0, "extra_bay": 1, "day_licence": 2,
             "event_licence": 3, "refuse": "6. A licence", "offence": "7. A person"},
        ),
        _version(
            "bl9-dunroughan-casual-trading-2023", "Dunroughan County Council Casual Trading Bye-Laws 2023",
            date(2024, 1, 1),
            (
                "COMHAIRLE CONTAE DHÚN RUACHÁIN / DUNROUGHAN COUNTY COUNCIL",
                "Casual Trading Bye-Laws 2023",
                "Made on 15.09.2023 under section 6 of the Casual Trading Act 1995. Operative from 01.01.2024.",
                "The Dunroughan County Council Casual Trading Bye-Laws 2019 are hereby revoked.",
                "1. Trading hours in designated areas: 07.30 to 19.00, Monday to Saturday.",
                "2. Market Square, Dunroughan: trading on Thursdays, Fridays and Saturdays.",
                "3. Annual licence for one bay: €780. Each additional bay: €480.",
                "4. Day licence for one bay: €45. Event day licence: €95.",
                "5. All refuse must be removed within 20 minutes of ceasing trade; a refundable cleaning deposit of "
                "€100 is payable with each annual licence.",
                "6. Contravention is an offence; a fixed payment notice of €150 may be issued.",
                "Signed: Gráinne Mhic Suibhne, Director of Services, 18.09.2023",
            ),
            {"hours": "1. Trading", "market_days": "2. Market", "annual": "3. Annual", "extra_bay": "3. Annual",
             "day_licence": "4. Day", "event_licence": "4. Day", "refuse": "5. All refuse",
             "offence": "6. Contravention"},
            scanned=True,
        ),
    ),
    questions=(
        _now("What does an annual casual trading licence cost in Dunroughan?", "annual"),
        _now("Dunroughan day licence fee casual trading", "day_licence"),
        _now("Which days can traders set up stalls in Market Square, Dunroughan?", "market_days"),
        _then("casual trading hours Dunroughan 2021", "hours", date(2021, 6, 15)),
        _then("How much was an event day licence under Dunroughan's old bye-laws, say in 2022?", "event_licence",
              date(2022, 5, 1)),
        _now("How soon after packing up at a Dunroughan market do I have to clear my rubbish?", "refuse"),
        _now("price of an extra bay on a yearly trading licence, Dunroughan council", "extra_bay"),
    ),
)

# --- en-5: professional guild, subscriptions by membership year: schedule, member circular, Council determination -

_GRAA = RuleFamily(
    family="bl9-graa-subscriptions",
    phrasing="blind9-en-5",
    language="en",
    folder="official/membership-fees",
    author="Guild of Registered Arborists of Aotearoa",
    versions=(
        _version(
            "bl9-graa-subscriptions-2023", "Regulation 7 Schedule - Membership Subscriptions and CPD 2023/24",
            date(2023, 10, 1),
            (
                "GUILD OF REGISTERED ARBORISTS OF AOTEAROA",
                "Regulation 7 Schedule - Membership Subscriptions and CPD Requirements 2023/24",
                "Approved by the Guild Council on 12 August 2023 under Rule 14 of the Constitution. Applies to the "
                "membership year beginning 1 October 2023.",
                RuleTable(
                    caption="Annual subscriptions (NZD, GST inclusive)",
                    header=("Membership grade", "Annual subscription"),
                    rows=(
                        ("Fellow (FGRA)", "$520"),
                        ("Registered Member (MGRA)", "$410"),
                        ("Associate", "$245"),
                        ("Student", "$45"),
                        ("Retired", "$90"),
                    ),
                ),
                "1. Subscriptions are due on 1 October and must be paid by 31 October.",
                "2. A late payment surcharge of $50 applies to subscriptions received after 31 October.",
                "3. Registered Members must record at least 20 hours of continuing professional development (CPD) "
                "in each membership year, of which 5 hours must be structured learning.",
                "4. Members who fail to meet the CPD requirement are placed on a provisional register for up to six "
                "months.",
                "5. The one-off application and assessment fee for new Registered Members is $180.",
                "Issued by the Registrar, 18 August 2023",
            ),
            {"fellow": 0, "registered": 1, "associate": 2, "student": 3, "retired": 4, "late_fee": "2. A late",
             "cpd_hours": "3. Registered", "cpd_shortfall": "4. Members", "application_fee": "5. The one-off"},
        ),
        _version(
            "bl9-graa-subscriptions-2025", "Member Circular 2025/09 - Subscriptions and CPD for 2025/26",
            date(2025, 10, 1),
            (
                "Guild of Registered Arborists of Aotearoa - Member Circular 2025/09",
                "Subscriptions and CPD for 2025/26",
                "Kia ora koutou. The Guild Council met on 9 August 2025 and set subscriptions for the membership "
                "year starting 1 October 2025. This circular replaces the 2023 schedule of fees and CPD "
                "requirements.",
                RuleTable(
                    caption="2025/26 subscriptions (NZD incl. GST)",
                    header=("Grade", "Subscription", "Early-payment price (paid by 15 October)"),
                    rows=(
                        ("Fellow (FGRA)", "$585", "$555"),
                        ("Registered Member (MGRA)", "$460", "$435"),
                        ("Associate", "$275", "$260"),
                        ("Student", "Free", "Free"),
                        ("Retired", "$110", "$105"),
                    ),
                ),
                "Payment: subscriptions fall due on 1 October 2025. Payments received after 30 November 2025 "
                "attract a late fee of $75.",
                "CPD: Registered Members now need 25 CPD hours a year, at least 8 of them structured; Fellows need "
                "15 hours.",
                "Shortfalls: members who have not met their CPD hours by 30 September are suspended from the "
                "register until the shortfall is made up.",
                "Applications: new applicants for registration pay an application and assessment fee of $220.",
                "Ngā mihi, Hemi Tautahi, Registrar",
            ),
            {"fellow": 0, "registered": 1, "associate": 2, "student": 3, "retired": 4, "late_fee": "Payment:",
             "cpd_hours": "CPD:", "cpd_shortfall": "Shortfalls:", "application_fee": "Applications:"},
        ),
        _version(
            "bl9-graa-subscriptions-2026", "Council Determination No. 2026/3 - Subscriptions 2026/27",
            date(2026, 10, 1),
            (
                "GUILD OF REGISTERED ARBORISTS OF AOTEAROA",
                "Council Determination No. 2026/3 - Subscriptions for the 2026/27 membership year",
                "Made on 14 April 2026. Takes effect from the start of the 2026/27 membership year on 1 October "
                "2026. The 2025/26 subscriptions set out in Member Circular 2025/09 cease to apply on 30 September "
                "2026.",
                RuleTable(
                    caption="Schedule - Subscriptions 2026/27 (NZD incl. GST)",
                    header=("Grade", "Annual", "Paid quarterly (each instalment)"),
                    rows=(
                        ("Fellow (FGRA)", "$610", "$158"),
                        ("Registered Member (MGRA)", "$480", "$125"),
                        ("Associate", "$290", "$76"),
                        ("Student", "$30", ""),
                        ("Retired", "$120", "$31"),
                    ),
                ),
                "1. The late fee for subscriptions not paid by 30 November 2026 is $90.",
                "2. The CPD requirements in Member Circular 2025/09 continue unchanged.",
                "3. Application and assessment fee for new Registered Members: $240.",
                "Certified by the Registrar, Hemi Tautahi",
            ),
            {"fellow": 0, "registered": 1, "associate": 2, "student": 3, "retired": 4, "late_fee": "1. The late",
             "application_fee": "3. Application"},
        ),
    ),
    questions=(
        _now("How much is the annual sub for a Registered Member of the arborists' guild?", "registered"),
        _now("GRAA student membership fee", "student"),
        _later("What will GRAA Fellows pay in subscriptions from October 2026?", "fellow", date(2026, 10, 1)),
        _then("How many CPD hours did a registered arborist need to log in 2024?", "cpd_hours", date(2024, 5, 1)),
        _later("GRAA CPD hours requirement registered member 2027", "cpd_hours", date(2027, 2, 1)),
        _now("arborists guild subscription late fee", "late_fee"),
        _then("arborist guild associate subscription for the 2024/25 year", "associate", date(2024, 12, 1)),
        _later("What's the arborists' guild application fee for Registered Members next membership year?",
               "application_fee", date(2026, 10, 1)),
    ),
)

# --- zh-1: 市政府停车收费办法；新办法废止原办法；修改决定只改第六条 -----------------------------------------------

_YANTING = RuleFamily(
    family="bl9-yanting-parking",
    phrasing="blind9-zh-1",
    language="zh",
    folder="official/parking-zh",
    author="雁汀市人民政府",
    versions=(
        _version(
            "bl9-yanting-parking-2022", "雁汀市城区公共停车场收费管理办法", date(2022, 3, 1),
            (
                "雁汀市人民政府文件",
                "雁府发〔2022〕8号",
                "雁汀市人民政府关于印发《雁汀市城区公共停车场收费管理办法》的通知",
                "各区人民政府，市政府各部门：",
                "现将《雁汀市城区公共停车场收费管理办法》印发给你们，请认真贯彻执行。",
                "雁汀市城区公共停车场收费管理办法",
                "第一条 为规范城区公共停车场收费行为，根据有关法律法规，结合本市实际，制定本办法。",
                "第二条 本办法适用于本市城区范围内政府投资建设的公共停车场和道路临时停车泊位。",
                "第三条 公共停车场实行分区域差别化收费，收费标准见附表。",
                RuleTable(
                    caption="附表：雁汀市城区公共停车收费标准",
                    header=("区域类别", "小型车首小时", "小型车续时（每小时）", "大型车（每小时）"),
                    rows=(
                        ("一类区域（老城核心区）", "5元", "3元", "10元"),
                        ("二类区域（新区商业区）", "3元", "2元", "6元"),
                        ("三类区域（其他区域）", "2元", "1元", "4元"),
                    ),
                ),
                "第四条 夜间（20:00至次日8:00）道路临时停车泊位按每次5元收费。",
                "第五条 停车不超过15分钟的，免收停车费。",
                "第六条 新能源汽车在公共停车场停放的，首小时免费。",
                "第七条 本办法自2022年3月1日起施行。",
                "雁汀市人民政府",
                "2022年1月25日",
            ),
            {"zone1": 0, "zone2": 1, "zone3": 2, "night": "第四条", "free_period": "第五条", "new_energy": "第六条"},
        ),
        _version(
            "bl9-yanting-parking-2025", "雁汀市机动车停放服务收费管理办法", date(2025, 1, 1),
            (
                "雁汀市人民政府文件",
                "雁府发〔2024〕31号",
                "雁汀市人民政府关于印发《雁汀市机动车停放服务收费管理办法》的通知",
                "各区人民政府，市政府各部门，各有关单位：",
                "《雁汀市机动车停放服务收费管理办法》已经市政府第47次常务会议审议通过，现印发给你们，"
                "自2025年1月1日起施行。原《雁汀市城区公共停车场收费管理办法》同时废止。",
                "雁汀市机动车停放服务收费管理办法",
                "第一条 为加强机动车停放服务收费管理，促进停车资源合理利用，制定本办法。",
                "第二条 本办法所称机动车停放服务，包括城区公共停车场、道路临时停车泊位和政府配建停车设施"
                "提供的停放服务。",
                "第三条 停车收费按区域、时段实行差别化标准，具体标准见附件。",
                RuleTable(
                    caption="附件：机动车停放服务收费标准（小型车）",
                    header=("区域", "白天（8:00-20:00）首小时", "白天续时每小时", "夜间（20:00-次日8:00）每次"),
                    rows=(
                        ("一类区域", "6元", "4元", "8元"),
                        ("二类区域", "4元", "2元", "6元"),
                        ("三类区域", "2元", "1元", "5元"),
                    ),
                ),
                "第四条 大型车按小型车标准的2倍收费。",
                "第五条 停车不超过30分钟的，免收停车费。",
                "第六条 新能源汽车在公共停车场停放的，首两小时免费。",
                "第七条 执行公务的军警车辆、残疾人专用车免费停放。",
                "第八条 本办法自2025年1月1日起施行，有效期5年。",
                "雁汀市人民政府",
                "2024年11月18日",
            ),
            {"zone1": 0, "zone2": 1, "zone3": 2, "large_vehicle": "第四条", "free_period": "第五条",
             "new_energy": "第六条", "exempt": "第七条"},
        ),
        _version(
            "bl9-yanting-parking-2026-amend", "雁汀市人民政府关于修改《雁汀市机动车停放服务收费管理办法》的决定",
            date(2026, 9, 1),
            (
                "雁汀市人民政府文件",
                "雁府发〔2026〕14号",
                "雁汀市人民政府关于修改《雁汀市机动车停放服务收费管理办法》的决定",
                "各区人民政府，市政府各部门：",
                "为促进停车资源周转，市政府决定对《雁汀市机动车停放服务收费管理办法》（雁府发〔2024〕31号）"
                "作如下修改：",
                "将第六条中的“首两小时免费”修改为“首小时免费，超过1小时的部分按标准减半收费”。",
                "本决定自2026年9月1日起施行。《雁汀市机动车停放服务收费管理办法》根据本决定作相应修改。",
                "雁汀市人民政府",
                "2026年5月12日",
            ),
            {"new_energy": "将第六条"},
        ),
    ),
    questions=(
        _now("雁汀老城核心区停车第一个小时收多少钱？", "zone1"),
        _now("雁汀市停车多长时间以内免费", "free_period"),
        _then("2023年在雁汀市区停车几分钟内不收费？", "free_period", date(2023, 7, 1)),
        _now("新能源车在雁汀公共停车场能免费停多久", "new_energy"),
        _later("2026年9月以后雁汀新能源汽车停车怎么收费", "new_energy", date(2026, 9, 1)),
        _later("明年雁汀二类区域白天停车首小时多少钱", "zone2", date(2027, 3, 1)),
        _now("雁汀 大型车 停车费", "large_vehicle"),
        _then("雁汀市2022年夜间路边停车一次多少钱", "night", date(2022, 10, 1)),
    ),
)

# --- zh-2: 县发改局、教育局幼儿园保教费；2025学年起调整（扫描件，现行） ------------------------------------------

_FENGAO = RuleFamily(
    family="bl9-fengao-kindergarten",
    phrasing="blind9-zh-2",
    language="zh",
    folder="official/kindergarten-fees-zh",
    author="枫坳县发展和改革局 枫坳县教育局",
    versions=(
        _version(
            "bl9-fengao-kindergarten-2022", "关于核定全县公办幼儿园保育教育费收费标准的通知", date(2022, 9, 1),
            (
                "枫坳县发展和改革局 枫坳县教育局",
                "枫发改价〔2022〕15号",
                "关于核定全县公办幼儿园保育教育费收费标准的通知",
                "各乡镇人民政府，县直各幼儿园：",
                "根据省、市有关规定，经县人民政府同意，现将全县公办幼儿园保育教育费收费标准核定如下：",
                "一、保育教育费按月收取，每学期按5个月计收。",
                RuleTable(
                    caption="枫坳县公办幼儿园保育教育费标准（元/生·月）",
                    header=("幼儿园等级", "全日制", "寄宿制"),
                    rows=(
                        ("省级示范幼儿园", "680", "980"),
                        ("市级一级幼儿园", "520", "780"),
                        ("县级二级幼儿园", "380", "不设寄宿"),
                        ("乡镇中心幼儿园", "260", "不设寄宿"),
                    ),
                ),
                "二、幼儿因病因事连续请假超过15天（含）的，按请假天数减半收取当月保育教育费。",
                "三、对家庭经济困难幼儿、孤儿和残疾幼儿免收保育教育费。",
                "四、伙食费按照非营利原则，由幼儿园据实收取，每生每天不超过12元。",
                "五、本通知自2022年9月1日起执行。",
                "枫坳县发展和改革局 枫坳县教育局",
                "2022年7月20日",
            ),
            {"provincial": 0, "city_grade1": 1, "county_grade2": 2, "township": 3, "leave": "二、",
             "waiver": "三、", "meals": "四、"},
        ),
        _version(
            "bl9-fengao-kindergarten-2025", "关于调整全县公办幼儿园保育教育费收费标准的通知", date(2025, 9, 1),
            (
                "枫坳县发展和改革局 枫坳县教育局",
                "枫发改价〔2025〕9号",
                "关于调整全县公办幼儿园保育教育费收费标准的通知",
                "各乡镇人民政府，县直各幼儿园：",
                "经县人民政府同意，自2025学年起（2025年9月1日起）调整全县公办幼儿园保育教育费收费标准。"
                "原《关于核定全县公办幼儿园保育教育费收费标准的通知》（枫发改价〔2022〕15号）同时废止。",
                "一、省级示范幼儿园：全日制每生每月760元，寄宿制每生每月1080元。",
                "二、市级一级幼儿园：全日制每生每月580元，寄宿制每生每月850元。",
                "三、县级二级幼儿园：全日制每生每月420元。",
                "四、乡镇中心幼儿园：全日制每生每月300元。",
                "五、幼儿连续请假超过10天（含）的，按实际请假天数退还当月保育教育费。",
                "六、家庭经济困难幼儿、孤儿、残疾幼儿和烈士子女免收保育教育费。",
                "七、伙食费据实收取，每生每天不超过15元，每学期公示一次。",
                "（此件公开发布）",
                "枫坳县发展和改革局 枫坳县教育局",
                "2025年6月30日",
            ),
            {"provincial": "一、", "city_grade1": "二、", "county_grade2": "三、", "township": "四、",
             "leave": "五、", "waiver": "六、", "meals": "七、"},
            scanned=True,
        ),
    ),
    questions=(
        _now("枫坳县省级示范幼儿园全日制一个月多少钱", "provincial"),
        _now("枫坳 乡镇中心幼儿园 保教费", "township"),
        _then("2023年枫坳县一级幼儿园寄宿每月收费", "city_grade1", date(2023, 10, 1)),
        _now("孩子请假半个月，枫坳县公办园的保教费能退吗？", "leave"),
        _now("枫坳县幼儿园伙食费每天最多收多少", "meals"),
        _now("在枫坳县上公办园，哪些孩子可以免交保育教育费？", "waiver"),
        _then("2024年春季学期枫坳县二级幼儿园全日制收费标准", "county_grade2", date(2024, 3, 1)),
    ),
)

# --- zh-3: 大学学生公寓住宿费；2024年只改二人间；2026学年起新办法废止原规定 ---------------------------------------

_TINGLAN = RuleFamily(
    family="bl9-tinglan-dorm",
    phrasing="blind9-zh-3",
    language="zh",
    folder="official/university-housing-zh",
    author="汀岚大学",
    versions=(
        _version(
            "bl9-tinglan-dorm-2021", "汀岚大学学生公寓住宿费管理规定", date(2021, 9, 1),
            (
                "汀岚大学文件",
                "汀大发〔2021〕42号",
                "关于印发《汀岚大学学生公寓住宿费管理规定》的通知",
                "各学院、各部门：",
                "《汀岚大学学生公寓住宿费管理规定》已经2021年6月17日校长办公会审议通过，现予印发，"
                "自2021年9月1日起执行。",
                "第一条 为规范学生公寓住宿费管理，根据省教育厅、省发展改革委有关规定，制定本规定。",
                "第二条 住宿费按学年核定，按学期收取，每学年分两个学期。",
                "第三条 学生公寓住宿费标准如下：",
                RuleTable(
                    caption="汀岚大学学生公寓住宿费标准（元/生·学期）",
                    header=("房型", "配置", "住宿费"),
                    rows=(
                        ("四人间", "上床下桌、独立卫浴", "600"),
                        ("六人间", "上床下桌、公共卫浴", "400"),
                        ("二人间（研究生公寓）", "独立卫浴、空调", "1100"),
                    ),
                ),
                "第四条 学生因休学、退学、出国交流等原因离校的，按实际住宿月数计退住宿费。",
                "第五条 家庭经济困难学生可申请缓交住宿费，缓交期限不超过一个学期。",
                "第六条 假期留校住宿的学生，每周加收住宿费30元。",
                "第七条 本规定由后勤管理处负责解释。",
                "汀岚大学",
                "2021年6月25日",
            ),
            {"four_bed": 0, "six_bed": 1, "double": 2, "refund": "第四条", "deferral": "第五条",
             "vacation": "第六条"},
        ),
        _version(
            "bl9-tinglan-dorm-2024-amend", "关于修改《汀岚大学学生公寓住宿费管理规定》第三条的通知",
            date(2024, 2, 26),
            (
                "汀岚大学文件",
                "汀大发〔2024〕5号",
                "关于修改《汀岚大学学生公寓住宿费管理规定》第三条的通知",
                "各学院、各部门：",
                "研究生公寓已完成空调及热水系统改造。经报省发展改革委备案，学校决定对《汀岚大学学生公寓"
                "住宿费管理规定》（汀大发〔2021〕42号）第三条所附标准作如下修改：",
                "将“二人间（研究生公寓） 独立卫浴、空调 1100元/生·学期”修改为“二人间（研究生公寓） "
                "独立卫浴、空调、24小时热水 1300元/生·学期”。",
                "其他条款不变。本通知自2024年春季学期（2024年2月26日）起执行。",
                "汀岚大学",
                "2024年1月15日",
            ),
            {"double": "将“二人间"},
        ),
        _version(
            "bl9-tinglan-dorm-2026", "汀岚大学学生住宿管理与收费办法", date(2026, 9, 1),
            (
                "汀岚大学文件",
                "汀大发〔2026〕19号",
                "关于印发《汀岚大学学生住宿管理与收费办法》的通知",
                "各学院、各部门：",
                "《汀岚大学学生住宿管理与收费办法》已经2026年4月9日校长办公会审议通过，现予印发，"
                "自2026学年起（2026年9月1日）施行。原《汀岚大学学生公寓住宿费管理规定》同时废止。",
                "第一条 为加强学生住宿管理，规范住宿收费，制定本办法。",
                "第二条 学生住宿实行统一安排、分类收费。",
                "第五条 住宿费标准见下表。",
                RuleTable(
                    caption="学生住宿费标准（2026学年起，元/生·学期）",
                    header=("房型", "住宿费", "备注"),
                    rows=(
                        ("四人间", "750", "含独立卫浴"),
                        ("六人间", "480", "公共卫浴"),
                        ("二人间", "1500", "研究生公寓"),
                        ("单人间", "2400", "仅限博士研究生"),
                    ),
                ),
                "第六条 学生中途离校的，按实际住宿天数折算退还住宿费。",
                "第七条 寒暑假留校住宿的，按每人每天6元收取假期住宿费。",
                "第八条 家庭经济困难学生经认定后，可申请缓交或减免住宿费。",
                "汀岚大学",
                "2026年4月20日",
            ),
            {"four_bed": 0, "six_bed": 1, "double": 2, "single": 3, "refund": "第六条", "vacation": "第七条",
             "deferral": "第八条"},
        ),
    ),
    questions=(
        _now("汀岚大学二人间每学期住宿费是多少", "double"),
        _now("汀大四人间住宿费", "four_bed"),
        _then("2022年汀岚大学研究生二人间一学期多少钱", "double", date(2022, 10, 1)),
        _later("下学年汀岚大学六人间住宿费多少", "six_bed", date(2026, 9, 1)),
        _later("2026年秋季入学汀岚大学的博士生，住单人间一学期多少钱？", "single", date(2026, 9, 15)),
        _now("暑假留在汀岚大学宿舍住要加钱吗", "vacation"),
        _now("汀岚大学 退学 住宿费 退还", "refund"),
        _later("2027年寒假留在汀大宿舍，一天收多少住宿费？", "vacation", date(2027, 1, 20)),
    ),
)

# --- zh-4 (zh-Hant): 臺灣縣政府學校場地收費標準，民國日期；109年版掃描；115學年度起修正第四條 ----------------------

_LANPU = RuleFamily(
    family="bl9-lanpu-school-venue",
    phrasing="blind9-zh-4",
    language="zh",
    folder="official/school-venues-zh",
    author="嵐埔縣政府",
    versions=(
        _version(
            "bl9-lanpu-school-venue-109", "嵐埔縣縣立學校場地開放使用收費標準", date(2020, 3, 10),
            (
                "嵐埔縣政府　令",
                "中華民國109年3月10日　府教體字第1090031207號",
                "訂定「嵐埔縣縣立學校場地開放使用收費標準」，並自即日生效。",
                "縣長　邱正翰",
                "嵐埔縣縣立學校場地開放使用收費標準",
                "第一條　本標準依嵐埔縣縣立學校場地開放使用管理自治條例第八條規定訂定之。",
                "第二條　室內體育館（活動中心）使用費：每場次（四小時）新臺幣二千元。",
                "第三條　室外籃球場使用費：每面每小時新臺幣二百元；夜間照明費每小時另加新臺幣一百五十元。",
                "第四條　普通教室使用費：每間每場次（四小時）新臺幣五百元。",
                "第五條　保證金：每次申請應繳納保證金新臺幣三千元，使用完畢經檢查無損壞者無息退還。",
                "第六條　本縣立案之非營利團體辦理公益活動者，使用費減半收取。",
                "第七條　本標準自發布日施行。",
            ),
            {"gym": "第二條", "court": "第三條", "classroom": "第四條", "deposit": "第五條", "nonprofit": "第六條"},
            scanned=True,
        ),
        _version(
            "bl9-lanpu-school-venue-112", "嵐埔縣縣立學校場地開放使用收費標準", date(2023, 8, 1),
            (
                "嵐埔縣政府　令",
                "中華民國112年7月5日　府教體字第1120089654號",
                "修正「嵐埔縣縣立學校場地開放使用收費標準」全文七條，並自中華民國112年8月1日施行。",
                "縣長　溫雅琦",
                "附修正「嵐埔縣縣立學校場地開放使用收費標準」",
                "第一條　本標準依嵐埔縣縣立學校場地開放使用管理自治條例第八條規定訂定之。",
                "第二條　場地使用費依附表收取。",
                RuleTable(
                    caption="附表　嵐埔縣縣立學校場地使用費收費表（新臺幣元）",
                    header=("場地", "計費單位", "平日", "例假日"),
                    rows=(
                        ("室內體育館（活動中心）", "每場次（四小時）", "2,400", "3,000"),
                        ("室外籃球場", "每面每小時", "250", "300"),
                        ("普通教室", "每間每場次（四小時）", "600", "800"),
                        ("視聽教室", "每間每場次（四小時）", "1,200", "1,500"),
                    ),
                ),
                "第三條　夜間使用室外場地者，照明費每小時另加收新臺幣二百元。",
                "第四條　申請人應於使用前繳納保證金新臺幣五千元；場地設備經檢查無損壞者，於使用後十四日內"
                "無息退還。",
                "第五條　本縣立案之非營利團體辦理公益活動，使用費得減收百分之五十；本縣各級學校辦理教學活動者"
                "免收。",
                "第六條　已核准之申請，於使用日七日前取消者，退還已繳使用費百分之八十；未滿七日者不予退還。",
                "第七條　本標準自中華民國112年8月1日施行。",
            ),
            {"gym": 0, "court": 1, "classroom": 2, "av_room": 3, "lighting": "第三條", "deposit": "第四條",
             "nonprofit": "第五條", "cancellation": "第六條"},
        ),
        _version(
            "bl9-lanpu-school-venue-115-amend", "修正嵐埔縣縣立學校場地開放使用收費標準第四條", date(2026, 8, 1),
            (
                "嵐埔縣政府　令",
                "中華民國115年4月22日　府教體字第1150047721號",
                "修正「嵐埔縣縣立學校場地開放使用收費標準」第四條條文，自115學年度起（中華民國115年8月1日）施行。",
                "縣長　溫雅琦",
                "第四條　申請人應於使用前繳納保證金新臺幣八千元；申請使用室內體育館者，保證金為新臺幣一萬元。"
                "場地設備經檢查無損壞者，於使用後七日內無息退還。",
                "修正說明：因應場地設備損壞修繕成本上升，提高保證金額度，並縮短退還期限。",
            ),
            {"deposit": "第四條"},
        ),
    ),
    questions=(
        _now("嵐埔縣學校活動中心平日借一場多少錢？", "gym"),
        _now("嵐埔縣 借用學校場地 保證金", "deposit"),
        _later("115學年度起借嵐埔縣立學校體育館要繳多少保證金", "deposit", date(2026, 8, 1)),
        _then("民國110年在嵐埔縣租國小籃球場一小時多少", "court", date(2021, 5, 1)),
        _now("嵐埔縣立學校普通教室假日借用費", "classroom"),
        _later("明年如果取消嵐埔縣學校場地預約，可以退多少錢？", "cancellation", date(2027, 3, 1)),
        _now("公益團體借嵐埔縣的學校場地有優惠嗎", "nonprofit"),
        _then("2022年嵐埔縣學校場地保證金是多少", "deposit", date(2022, 9, 1)),
    ),
)

# --- zh-5 (zh-Hant): 香港私家醫院收費表；2024年通告取代2022年版；2027年度收費表 ----------------------------------

_CHUNWAN = RuleFamily(
    family="bl9-chunwan-hospital",
    phrasing="blind9-zh-5",
    language="zh",
    folder="official/hospital-charges-zh",
    author="溱灣綜合醫院",
    versions=(
        _version(
            "bl9-chunwan-hospital-2022", "溱灣綜合醫院住院及門診收費表（2022年版）", date(2022, 7, 1),
            (
                "溱灣綜合醫院",
                "住院及門診收費表（2022年版）",
                "本收費表自2022年7月1日起生效。所有收費以港幣計算。",
                RuleTable(
                    caption="一、病房費（每日）",
                    header=("房間類別", "每日收費（港幣）"),
                    rows=(
                        ("普通房（六人房）", "$1,280"),
                        ("半私家房（雙人房）", "$2,650"),
                        ("私家房", "$5,200"),
                        ("豪華套房", "$9,800"),
                    ),
                ),
                "二、普通科門診診金：每次$450（不包括藥費）。",
                "三、夜診（晚上十時至翌日上午八時）另加收附加費每次$300。",
                "四、入院按金：普通房$10,000，半私家房$20,000，私家房或以上$40,000。",
                "五、病人於中午十二時後出院，須另付半日病房費。",
                "醫院管理委員會　2022年5月",
            ),
            {"ward": 0, "semi_private": 1, "private": 2, "suite": 3, "gp_consultation": "二、",
             "night_surcharge": "三、", "deposit": "四、", "discharge": "五、"},
        ),
        _version(
            "bl9-chunwan-hospital-2024", "溱灣綜合醫院收費調整通告", date(2024, 4, 1),
            (
                "溱灣綜合醫院　通告",
                "通告編號：CW/FIN/2024/03",
                "收費調整通告",
                "本院《住院及門診收費表（2022年版）》由2024年4月1日起停止使用，並由下列新收費取代。",
                RuleTable(
                    caption="病房收費（由2024年4月1日起，港幣）",
                    header=("房間類別", "每日病房費", "每日護理及膳食費"),
                    rows=(
                        ("普通房（六人房）", "$1,450", "$680"),
                        ("半私家房（雙人房）", "$2,980", "$780"),
                        ("私家房", "$5,900", "$880"),
                        ("豪華套房", "$11,500", "$980"),
                    ),
                ),
                "門診：普通科門診診金每次$520（不包括藥費及化驗費）。",
                "夜診附加費：晚上十一時至翌日上午八時求診者，每次另加$380。",
                "入院按金：普通房$15,000；半私家房$25,000；私家房或以上$50,000。",
                "出院時間：病人須於上午十一時前辦理出院手續，逾時將收取全日病房費。",
                "溱灣綜合醫院行政總裁　梁慧珊",
                "2024年2月26日",
            ),
            {"ward": 0, "semi_private": 1, "private": 2, "suite": 3, "gp_consultation": "門診：",
             "night_surcharge": "夜診", "deposit": "入院", "discharge": "出院"},
        ),
        _version(
            "bl9-chunwan-hospital-2027", "溱灣綜合醫院2027年度收費表", date(2027, 1, 1),
            (
                "溱灣綜合醫院",
                "2027年度收費表",
                "經本院董事會於2026年5月18日批准，本收費表由2027年1月1日起實施，取代2024年4月1日起實施之收費"
                "（通告編號CW/FIN/2024/03）。",
                RuleTable(
                    caption="甲、病房費（每日，港幣）",
                    header=("房間類別", "病房費", "護理及膳食費"),
                    rows=(
                        ("普通房（四人房）", "$1,580", "$720"),
                        ("半私家房（雙人房）", "$3,200", "$820"),
                        ("私家房", "$6,400", "$920"),
                        ("豪華套房", "$12,800", "$1,050"),
                    ),
                ),
                "乙、普通科門診診金每次$560（不包括藥費及化驗費）；長者（65歲或以上）每次$480。",
                "丙、夜診附加費每次$400（晚上十一時至翌日上午八時）。",
                "丁、入院按金：普通房$18,000；半私家房$30,000；私家房或以上$60,000。",
                "戊、出院手續須於上午十一時前辦妥，否則收取全日病房費。",
                "溱灣綜合醫院董事會",
            ),
            {"ward": 0, "semi_private": 1, "private": 2, "suite": 3, "gp_consultation": "乙、",
             "night_surcharge": "丙、", "deposit": "丁、", "discharge": "戊、"},
        ),
    ),
    questions=(
        _now("溱灣醫院私家房一晚幾錢？", "private"),
        _now("溱灣綜合醫院 普通科門診 診金", "gp_consultation"),
        _then("2023年喺溱灣醫院住半私家房每日收費", "semi_private", date(2023, 3, 1)),
        _later("明年起長者喺溱灣醫院睇普通科門診收幾多？", "gp_consultation", date(2027, 2, 1)),
        _now("入住溱灣綜合醫院普通房要交多少按金", "deposit"),
        _now("溱灣醫院幾點前要辦出院先唔使俾多一日錢", "discharge"),
        _later("夜診附加費 溱灣 2027年", "night_surcharge", date(2027, 1, 10)),
        _then("2022年溱灣醫院豪華套房每日房租", "suite", date(2022, 12, 1)),
    ),
)

UNSEEN_FAMILIES_9: tuple[RuleFamily, ...] = (
    _KOORABELLE, _BRACKENHOLT, _MARROWFIELD, _DUNROUGHAN, _GRAA,
    _YANTING, _FENGAO, _TINGLAN, _LANPU, _CHUNWAN,
)
