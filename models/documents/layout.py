"""Page layout rules: find the text columns of a multi-column page (newspapers, the Federal Register), the
reading order of a page that mixes full-width parts and columns (recursive XY-cut), drop caps, and join wrapped
lines back into the sentences they break.

Without columns, a line-by-line reading interleaves them ("…the FAA must receive | Fax: 202–493 | …") and every
sentence, chunk and date pattern downstream is garbage. Pure geometry over word boxes and line boxes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

Span = tuple[float, float]  # x0, x1 of one word
Box = tuple[float, float, float, float]  # x0, top, x1, bottom of one word, glyph or text line


def column_ranges(
    words: Sequence[Span],
    min_gutter: float = 6.0,
    max_columns: int = 3,
    min_column_share: float = 0.2,
    noise_share: float = 0.01,
    bin_width: float = 2.0,
    min_noise: int = 1,
) -> list[Span]:
    """The x-ranges of a page's text columns, left to right; one range when the page is single-column.

    A gutter is a vertical strip at least `min_gutter` wide that (almost) no word crosses — up to
    `noise_share` of the words may (and at least `min_noise`), since running headers span the columns. Layouts with more than
    `max_columns` columns are tables, not prose, and columns narrower than `min_column_share` of the text
    width are line numbers or margins: both are read as one column.
    """
    if not words:
        return []
    left = min(x0 for x0, _ in words)
    right = max(x1 for _, x1 in words)
    width = right - left
    if width <= 0:
        return [(left, right)]
    bins = math.ceil(width / bin_width) + 1
    coverage = [0] * bins
    for x0, x1 in words:
        for index in range(int((x0 - left) // bin_width), min(bins, int((x1 - left) // bin_width) + 1)):
            coverage[index] += 1
    noise = max(min_noise, int(noise_share * len(words)))
    gutters: list[Span] = []
    start: int | None = None
    for index, count in enumerate([*coverage, noise + 1]):
        if count <= noise and start is None:
            start = index
        elif count > noise and start is not None:
            gutter = (left + start * bin_width, left + index * bin_width)
            if gutter[1] - gutter[0] >= min_gutter and 0 < start and index < bins:
                gutters.append(gutter)
            start = None
    if not gutters or len(gutters) + 1 > max_columns:
        return [(left, right)]
    edges = [left, *(x for gutter in gutters for x in gutter), right]
    columns = [(edges[i], edges[i + 1]) for i in range(0, len(edges), 2)]
    if any((x1 - x0) < min_column_share * width for x0, x1 in columns):
        return [(left, right)]
    return columns


@dataclass(frozen=True)
class CutRules:
    """Thresholds of the XY-cut (`reading_regions`), in units of the page's median word height — its body
    font size — so that they hold at any print size.

    - `band_gap`: a horizontal strip this tall with no word in it separates bands. Above the leading inside
      a paragraph (about 0.2-0.4) and at most the space around a heading or between paragraphs; bands cut
      at coincident paragraph breaks of two columns are joined again (`_band_groups`).
    - `merge_gap`: bands this far apart are never joined: such whitespace is a full-width figure or table
      taken out of the prose, or the end of a section, and the columns above it end there.
    - `gutter_width`: a column gutter is at least this wide (and at least `column_ranges`' 6 pt); the wide
      word spaces of a justified line (up to about half the font size) are not.
    - `min_column_lines`: one column of a cut at least holds this many lines: words that happen to stand
      apart on one line are not columns.
    - `noise_share`: as in `column_ranges`, the share of a region's words that may cross a gutter.
    """

    band_gap: float = 0.6
    merge_gap: float = 3.0
    gutter_width: float = 0.8
    min_column_lines: int = 2
    noise_share: float = 0.01


def reading_regions(words: Sequence[Box], rules: CutRules = CutRules()) -> list[Box]:
    """The page's regions in reading order (recursive XY-cut), as rectangles (x0, top, x1, bottom) that
    partition the plane: assign each word to the region its centre lies in, and read each region's lines
    top to bottom. One region (unbounded) when the page reads top to bottom as a whole.

    A region is cut into columns, left to right, at gutters that no line crosses (`column_ranges`' rules:
    at most three columns, none narrower than a fifth of the text width). Where lines fill a gutter — a
    title, a full-width paragraph or a running header over the columns — it is first cut into bands at
    horizontal whitespace, bands that share the same columns are joined again, and the parts are read top
    to bottom, each cut again the same way; a region with neither cut is read as one. Where no whitespace
    band separates them, crossing lines on top of or under the columns are read before or after them, a
    few in between are cut at the gutter (`_columns`), and a region with more is read across. Tables are
    not for this: their many narrow columns read as one region.
    """
    heights = [word[3] - word[1] for word in words if word[3] > word[1]]
    if not heights:
        return [(-math.inf, -math.inf, math.inf, math.inf)] if words else []
    unit = _median(heights)
    return _xy_cut(list(words), (-math.inf, -math.inf, math.inf, math.inf), unit, rules)


def _xy_cut(words: list[Box], area: Box, unit: float, rules: CutRules) -> list[Box]:
    cuts = _gutters(words, unit, rules)
    # Gutters no line crosses: column_ranges' own, else narrower ones (a word that reaches into a gutter is not
    # cut in two). Taken first where each column runs most of the region's height, else after the bands.
    crossed = bool(cuts) and any(_crosses(phrase, cuts) for phrase in _phrases(words, unit, rules))
    clean = _gutters(words, unit, rules, clean=True) if crossed else cuts
    if clean and _tall_columns(words, clean):
        return _split_columns(words, area, clean, unit, rules)
    groups, edges = _band_groups(words, unit, rules)
    if len(groups) > 1:
        bounds = [area[1], *edges, area[3]]
        leaves: list[Box] = []
        for (group, shared), (top, bottom) in zip(groups, pairwise(bounds), strict=True):
            part = (area[0], top, area[2], bottom)
            leaves.extend(_columns(group, part, shared, unit, rules) if shared else _xy_cut(group, part, unit, rules))
        # Bands that are each read whole read as the whole region: one region (the same lines, in the same order).
        return [area] if len(leaves) == len(groups) else leaves
    if clean:
        return _split_columns(words, area, clean, unit, rules)
    return _columns(words, area, cuts, unit, rules) if cuts else [area]


def _tall_columns(words: list[Box], cuts: list[float]) -> bool:
    """Whether the text of each column runs at least half the height of the region's: a heading at one side
    of the page or a few lines beside a figure are not a column beside the text below them."""
    height = max(word[3] for word in words) - min(word[1] for word in words)
    for low, high in pairwise([-math.inf, *cuts, math.inf]):
        column = [word for word in words if low <= (word[0] + word[2]) / 2 < high]
        if not column or max(word[3] for word in column) - min(word[1] for word in column) < 0.5 * height:
            return False
    return True


def _columns(words: list[Box], area: Box, cuts: list[float], unit: float, rules: CutRules) -> list[Box]:
    """Columns at `cuts` that some lines cross: the crossing lines at the top and at the bottom (a heading
    right above the columns, a footer right below them, with no whitespace band between) are read in their
    place; those in the middle of the columns are noise, as in `column_ranges`, and are cut at the gutter —
    up to one in ten of them (none in fewer than ten): where more cross, the region is read across, not cut."""
    rows = _rows(words)
    spanning = [any(_crosses(phrase, cuts) for phrase in _phrases(row, unit, rules)) for row in rows]
    clean = _gutters(words, unit, rules, clean=True) if any(spanning) else cuts
    if clean:
        return _split_columns(words, area, clean, unit, rules)
    head = next((number for number, crossing in enumerate(spanning) if not crossing), len(rows))
    tail = len(rows) - next((number for number, crossing in enumerate(reversed(spanning)) if not crossing), 0)
    if sum(spanning[head:tail]) > (tail - head) // 10:
        return [area]  # many lines cross (a figure's labels around its titles): no columns, read across
    if head == 0 and tail == len(rows):
        return _split_columns(words, area, cuts, unit, rules)
    parts = [[word for row in group for word in row] for group in (rows[:head], rows[head:tail], rows[tail:])]
    middle = parts[1]
    # between the word middles of one part and the next
    top = (max((w[1] + w[3]) / 2 for w in parts[0]) + min((w[1] + w[3]) / 2 for w in middle)) / 2 if parts[0] else area[1]
    bottom = (max((w[1] + w[3]) / 2 for w in middle) + min((w[1] + w[3]) / 2 for w in parts[2])) / 2 if parts[2] else area[3]
    leaves = _xy_cut(parts[0], (area[0], area[1], area[2], top), unit, rules) if parts[0] else []
    leaves.extend(_split_columns(middle, (area[0], top, area[2], bottom), cuts, unit, rules))
    if parts[2]:
        leaves.extend(_xy_cut(parts[2], (area[0], bottom, area[2], area[3]), unit, rules))
    return leaves


def _split_columns(words: list[Box], area: Box, cuts: list[float], unit: float, rules: CutRules) -> list[Box]:
    leaves: list[Box] = []
    for x0, x1 in pairwise([area[0], *cuts, area[2]]):
        column = [word for word in words if x0 <= (word[0] + word[2]) / 2 < x1]
        part = (x0, area[1], x1, area[3])
        leaves.extend(_xy_cut(column, part, unit, rules) if column else [part])
    return leaves


def _gutters(words: list[Box], unit: float, rules: CutRules, clean: bool = False) -> list[float]:
    """Where to cut the words into columns (the middle of each gutter), or nothing: `clean`, at gutters no
    word crosses, else at those `column_ranges` allows. Not where no column has `min_column_lines` lines."""
    if not words:
        return []
    noise = {"noise_share": 0.0, "min_noise": 0} if clean else {"noise_share": rules.noise_share}
    ranges = column_ranges([(word[0], word[2]) for word in words], min_gutter=max(6.0, rules.gutter_width * unit),
                           **noise)
    if len(ranges) < 2:
        return []
    cuts = [(left[1] + right[0]) / 2 for left, right in pairwise(ranges)]
    lines = [_line_count([word for word in words if low <= (word[0] + word[2]) / 2 < high])
             for low, high in pairwise([-math.inf, *cuts, math.inf])]
    return cuts if max(lines) >= rules.min_column_lines else []


def _band_groups(words: list[Box], unit: float, rules: CutRules) -> tuple[list[tuple[list[Box], list[float]]], list[float]]:
    """The words cut into bands at horizontal whitespace `band_gap` tall, top to bottom, with a band joined
    to the part above when the two share columns (`_shared_cuts`): two columns whose paragraph breaks happen
    to line up stay one part, read column by column; a full-width title or paragraph stays a part of its
    own; so does a part below whitespace `merge_gap` tall (a full-width figure or table: the columns above
    it are read before those below). Returns the parts, each with the cuts its bands share (none for a
    single band), and the y between them."""
    ordered = sorted(words, key=lambda word: word[1])
    bands: list[list[Box]] = [[ordered[0]]]
    cuts: list[float] = []
    bottom = ordered[0][3]
    gaps: list[float] = []
    for word in ordered[1:]:
        if word[1] - bottom >= rules.band_gap * unit:
            bands.append([])
            cuts.append((bottom + word[1]) / 2)
            gaps.append(word[1] - bottom)
        bands[-1].append(word)
        bottom = max(bottom, word[3])
    groups: list[tuple[list[Box], list[float]]] = [(bands[0], [])]
    edges: list[float] = []
    for band, cut, gap in zip(bands[1:], cuts, gaps, strict=True):
        upper, upper_cuts = groups[-1]
        shared = _shared_cuts(upper, upper_cuts, band, unit, rules) if gap < rules.merge_gap * unit else []
        if shared:
            groups[-1] = (upper + band, shared)
        else:
            groups.append((band, []))
            edges.append(cut)
    return groups, edges


def _shared_cuts(upper: list[Box], upper_cuts: list[float], lower: list[Box], unit: float,
                 rules: CutRules) -> list[float]:
    """Column cuts two vertically adjacent parts share: the gutters of their union, else those of the upper
    part, else those of the lower, where at most half of each part's lines cross them (a line that crosses
    is noise; a part most of whose lines cross spans the columns). None when they share none."""
    candidates = (lambda: _gutters(upper + lower, unit, rules), lambda: upper_cuts or _gutters(upper, unit, rules),
                  lambda: _gutters(lower, unit, rules))
    for candidate in candidates:
        cuts = candidate()
        if cuts and all(2 * sum(any(_crosses(phrase, cuts) for phrase in _phrases(row, unit, rules)) for row in rows)
                        <= len(rows) for rows in (_rows(upper), _rows(lower))):
            return cuts
    return []


def body_height(glyphs: Sequence[tuple[str, Box]]) -> float:
    """The page's body text size: the median height of its letters and digits (0 when it has none)."""
    heights = [box[3] - box[1] for text, box in glyphs if text.isalnum() and box[3] > box[1]]
    return _median(heights) if heights else 0.0


def drop_caps(glyphs: Sequence[tuple[str, Box]], min_ratio: float = 2.0) -> list[int]:
    """The indices of the glyphs that are drop caps: a letter at least `min_ratio` times the body size
    (`body_height`) that starts a paragraph, with body-size text on at least two lines beside it (starting
    within two body sizes of its right edge, their middles within its height) and no other big glyph next to
    it (a headline's letters are big together). A drop cap is read as the first letter of the text beside it
    (`attach_drop_caps`); left where it is, it is a line, or a word, of its own."""
    body = body_height(glyphs)
    found: list[int] = []
    for index, (text, box) in enumerate(glyphs):
        height = box[3] - box[1]
        if body <= 0 or len(text) != 1 or not text.isalpha() or height < min_ratio * body:
            continue
        near = [other for number, (_, other) in enumerate(glyphs) if number != index
                and box[1] <= (other[1] + other[3]) / 2 <= box[3]
                and box[0] - 2 * body <= other[0] <= box[2] + 2 * body]
        if any(other[3] - other[1] >= 0.5 * height for other in near):
            continue
        beside = [other for other in near if other[0] >= box[2] - 0.5 * body]
        if _line_count(list(beside)) >= 2:
            found.append(index)
    return found


def attach_drop_caps(lines: Sequence[tuple[str, Box]], caps: Sequence[tuple[str, Box]], body: float,
                     join_gap: float = 0.2) -> list[tuple[str, Box]]:
    """The lines with each drop cap put in front of the first line beside it (the topmost line that starts
    within two body sizes right of it, its middle within the cap's height): with no space when that line's
    first word starts right at the cap's edge (within `join_gap` body sizes, less than a word space: "T" +
    "his release" -> "This release"), else with one ("A" + "long time"). A cap with no line beside it stays
    a line of its own, before the first line below its top."""
    out = list(lines)
    for letter, cap in caps:
        beside = [number for number, (_, box) in enumerate(out)
                  if cap[1] <= (box[1] + box[3]) / 2 <= cap[3] and cap[2] - 0.5 * body <= box[0] <= cap[2] + 2 * body]
        if beside:
            number = min(beside, key=lambda number: out[number][1][1])
            text, box = out[number]
            glue = "" if box[0] - cap[2] <= join_gap * body else " "
            out[number] = (letter + glue + text.lstrip(), (min(cap[0], box[0]), min(cap[1], box[1]),
                                                          max(cap[2], box[2]), max(cap[3], box[3])))
        else:
            below = [number for number, (_, box) in enumerate(out) if box[1] >= cap[1]]
            out.insert(min(below, default=len(out)), (letter, cap))
    return out


def _phrases(words: list[Box], unit: float, rules: CutRules) -> list[Box]:
    """The words with those of one line that stand closer than a gutter (`gutter_width`) joined: a title
    or a running header crosses a gutter even where a word space falls on the cut."""
    gutter = max(6.0, rules.gutter_width * unit)
    phrases: list[Box] = []
    for row in _rows(words):
        row = sorted(row)
        phrase = row[0]
        for word in row[1:]:
            if word[0] - phrase[2] < gutter:
                phrase = (phrase[0], min(phrase[1], word[1]), max(phrase[2], word[2]), max(phrase[3], word[3]))
            else:
                phrases.append(phrase)
                phrase = word
        phrases.append(phrase)
    return phrases


def _crosses(word: Box, cuts: list[float]) -> bool:
    return any(word[0] < cut < word[2] for cut in cuts)


def _rows(words: list[Box]) -> list[list[Box]]:
    """The words grouped into text lines, top to bottom: a word starts a new line when its middle lies below
    the line so far."""
    rows: list[list[Box]] = []
    bottom = -math.inf
    for word in sorted(words, key=lambda word: (word[1] + word[3]) / 2):
        if (word[1] + word[3]) / 2 > bottom:
            rows.append([])
            bottom = word[3]
        rows[-1].append(word)
        bottom = max(bottom, word[3])
    return rows


def _line_count(words: list[Box]) -> int:
    return len(_rows(words))


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


_SENTENCE_FINAL = tuple(".。!?！？;；:：")
_CJK_EDGE = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")


def reflow(lines: Sequence[tuple[str, Box]], leading_factor: float = 1.5) -> str:
    """The text of one page's lines with wrapped paragraphs joined back into one line each.

    A PDF's text layer breaks a sentence wherever the line ran out ("…takes effect at the start of the 2027/28
    heating" / "season, on 1 October 2027"), and rules that read a sentence then see two halves. A line is the
    continuation of the one before when, by the page's own geometry, the one before was wrapped: the room left
    between its end and the text block's right edge is narrower than the next line's first word (the typesetter
    would have put the word there otherwise; a Han line must be full to within one character), it does not end a
    sentence, and the gap between the two is line leading, not a paragraph break (at most `leading_factor` times
    the page's smallest gap). Han text is joined without a space. Lines stay in the order given.
    """
    if not lines:
        return ""
    right = max(box[2] for _, box in lines)
    gaps = [box[1] - previous[3] for (_, previous), (_, box) in pairwise(lines)]
    positive = [gap for gap in gaps if gap > 0]
    leading = min(positive) if positive else 0.0
    out = [lines[0][0]]
    for ((previous_text, previous), (text, box)), gap in zip(pairwise(lines), gaps, strict=True):
        stripped = text.strip()
        if not stripped:
            out.append(text)
            continue
        han_start = bool(_CJK_EDGE.match(stripped))
        char_width = (box[2] - box[0]) / max(len(stripped), 1)
        first_word = 1 if han_start else len(stripped.split()[0]) + 1  # with the space before it
        wrapped = (right - previous[2] < first_word * char_width
                   and not previous_text.rstrip().endswith(_SENTENCE_FINAL)
                   and 0 <= gap <= leading * leading_factor + 1.0)
        if wrapped:
            glue = "" if han_start or _CJK_EDGE.search(previous_text.rstrip()[-1:]) else " "
            out[-1] = out[-1].rstrip() + glue + stripped
        else:
            out.append(text)
    return "\n".join(out)
