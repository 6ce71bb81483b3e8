"""What a right answer states (models/answering/expected.py)."""

from __future__ import annotations

import pytest

from models.answering.expected import states_expected
from models.labels.expected_answer import expected_answer


def test_expected_is_the_figures_else_the_statement():
    assert expected_answer("Section 2. The fee is $60.00 per vehicle, payable 7 days before.") == ["60.00", "7"]
    assert expected_answer("4. A penalty fare of $150, reduced to $90.") == ["150", "90"]
    assert expected_answer("Item 12: 3 visits a year.") == ["3"]
    assert expected_answer("In 2019 the fee was 40 USD.") == ["2019", "40"]
    assert expected_answer("The fee is 1,250 USD.") == ["1250"]
    assert expected_answer("Press STOP and wait. Then open the valve.") == ["Press STOP and wait. Then open the valve."]
    # A numbered section's own number is no fact, in a figure-less sentence neither ("4.2 Free chlorine. …").
    assert expected_answer("4.2 Free chlorine. Pools keep 1.5 mg/L.") == ["1.5"]
    assert expected_answer("3. Accumulation. Seven fouls suspend a player.") == ["Accumulation. Seven fouls suspend a player."]
    assert expected_answer("Reg. 2 - A fine of R750 is imposed.") == ["750"]


@pytest.mark.parametrize("answer, expected, right", [
    ("The annual permit is $510.00 per vehicle [1].", ["510.00"], True),
    ("The annual permit is $425.00 per vehicle [1].", ["510.00"], False),
    ("It costs 1250 USD.", ["1,250"], True),
    ("Senior: 12 USD [1]", ["12 USD"], True),
    ("Senior: 15 USD [1]", ["12 USD"], False),
    ("Press STOP on the HMI and wait for the cycle [1].", ["Press STOP on the HMI and wait for the cycle."], True),
    ("Open the valve [1].", ["Press STOP on the HMI and wait for the cycle."], False),
    (None, ["510.00"], False),
    ("anything", [], False),
])
def test_states_expected(answer, expected, right):
    assert states_expected(answer, expected) is right
