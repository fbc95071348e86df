"""Cheaper revisions (s26-speed, issue 19 SPEED): a revision that re-words and re-lays one or two of a rendered
record's prose sections and splices them into its text, instead of rendering a whole new layout.

:func:`privasis_hub.synth.render.render` called with ``raw`` keeps the text and spans it built before the values'
last wording (:func:`~privasis_hub.synth.render._relations_in_words`, ``_bare_field_values``) and where each of its
:func:`~privasis_hub.synth.render._prose` calls wrote its paragraphs. :func:`spliced` draws new sentence choices for
some facts of one or two such sections and a new paragraph length, renders those sections' paragraphs again (a pure
function of the plan's values, the facts and their choices: ``_prose_joined``), puts them in place of the old ones,
moves every other span by the change in length and gives the whole text its last wording again, as a render does.

The candidate is a real revision (facts worded otherwise, paragraphs laid out otherwise) and the judge and the
Vendi rule see its whole text; its spans are exact. It is not the render of a revised plan: the rest of the layout is
the current draft's. A section whose text is quoted later (an e-mail thread's reply quoting an answer) is never
re-worded: the quote would no longer match.
"""

from __future__ import annotations

import bisect
import itertools
import random
from dataclasses import replace

from privasis_hub.synth import render as R

#: A recorded :func:`~privasis_hub.synth.render._prose` call: (start, end, fields, per_paragraph, person, lead, tail,
#: one_topic, ours, (organisation placed, signs for issuer), reference, first filler used, filler used after, the
#: text it wrote, whether the text before it ended a paragraph).
Piece = tuple

#: Raw render: (text, spans, pieces, quoted ranges).
Raw = tuple

#: How many sections a revision re-words (drawn), and how many of their facts get a new wording (at most).
SECTIONS = (1, 1, 2)
FACTS = (2, 6)


def eligible(raw: Raw) -> list[int]:
    """The pieces of ``raw`` a revision may re-word: two facts or more, whole paragraphs, never quoted later."""
    text, _, pieces, quoted = raw
    out = []
    for i, p in enumerate(pieces):
        start, end, fields_ = p[0], p[1], p[2]
        if len(fields_) < 2 or start >= end or text[start:end] != p[13] or not p[13].endswith("\n\n"):
            continue  # (a section taken back after it was written, its place written over, is no section)
        if any(qs < end and start < qe for qs, qe in quoted):
            continue
        out.append(i)
    return out


def _paragraphs(
    plan: R.Plan, piece: Piece, per_paragraph: int
) -> tuple[str, dict[str, list[tuple[int, int]]]]:
    """The piece's paragraphs for ``plan`` (its sentence choices), ``per_paragraph`` facts to a paragraph, the
    filler sentences it held put back in the same way; text and spans from 0."""
    (
        _,
        _,
        fields_,
        _,
        person,
        lead,
        tail,
        one_topic,
        ours,
        state,
        reference,
        used,
        used_after,
        _,
        after_blank,
    ) = piece
    b = R.TextBuilder(plan.values)
    if after_blank:  # (the builder's last parts are asked whether a paragraph ends there)
        b.lit("\n\n")
    b.reference = reference
    b.signs_for_issuer = state[1]
    org = plan.organisation
    if (
        state[0] and org[:1] == "{" and org[-1:] == "}"
    ):  # (the builder is only asked whether the name is placed)
        b.spans[org[1:-1]] = []
    memo = R._RecordMemo.active(plan)
    key = (
        tuple(map(id, fields_)),
        tuple(map(plan.sentence_choice.get, [f.key for f in fields_])),
        person,
        lead,
        tail,
        one_topic,
        ours,
        state,
    )
    hit = memo.prose.get(key) if memo is not None else None
    if hit is None or any(a is not c for a, c in zip(hit[0], fields_, strict=True)):
        joined, told = R._prose_joined(b, plan, fields_, person, lead, tail, one_topic, ours)
        if memo is not None:
            memo.prose[key] = (list(fields_), joined, told)
    else:
        _, joined, told = hit
    b.filler_used = used
    per = max(1, round(per_paragraph * len(joined) / max(told, 1)))
    for sentences in R._even_chunks(list(joined), per):  # (as _prose lays them out)
        if b.filler_used < used_after:  # (the same filler sentences, as many as the draft's section held)
            sentences.insert(len(sentences) // 2, R.self_named(plan.filler[b.filler_used], plan.record_type))
            b.filler_used += 1
        b.joined(sentences)
        b.lit("\n\n")
    shift = 2 if after_blank else 0
    return b.text()[shift:], {k: [(s - shift, e - shift) for s, e in v] for k, v in b.spans.items() if v}


def spliced(
    plan: R.Plan, raw: Raw, rng: random.Random
) -> tuple[R.Plan, str, dict[str, list[tuple[int, int]]], Raw] | None:
    """A revision of the record rendered from ``plan`` as ``raw``: (revised plan, text, spans, its raw render), or
    None where no section can be re-worded. ``plan.values`` is the record's (shared, as :meth:`Plan.revised`'s)."""
    where = eligible(raw)
    if not where:
        return None
    text, spans, pieces, quoted = raw
    picked = sorted(rng.sample(where, k=min(len(where), rng.choice(SECTIONS))))
    choice = dict(plan.sentence_choice)
    lay = {}
    for i in picked:
        fields_ = pieces[i][2]
        for f in rng.sample(fields_, k=min(len(fields_), rng.randint(*FACTS))):
            if len(f.sentences) > 1:
                choice[f.key] = rng.randrange(len(f.sentences))
        lay[i] = rng.choice((2, 3, 4, 5))
    new_plan = replace(plan, sentence_choice=choice)
    values = new_plan.values
    for key in [
        k for k in values if k.startswith(R._DRAWN_WITH_ARTICLE)
    ]:  # the drawn values, as render() does
        values[key.removeprefix(R._DRAWN_WITH_ARTICLE)] = values.pop(key)
    R._RecordMemo._current.append((new_plan, R._RecordMemo.for_plan(new_plan)))
    try:
        made = {i: _paragraphs(new_plan, pieces[i], lay[i]) for i in picked}
    finally:
        R._RecordMemo._current.pop()
    # splice: the new paragraphs in place of the old, every other span moved by the change in length before it
    out_text, cuts, last = [], [], 0  # cuts: (start, end, change)
    for i in picked:
        start, end = pieces[i][0], pieces[i][1]
        out_text += [text[last:start], made[i][0]]
        cuts.append((start, end, len(made[i][0]) - (end - start)))
        last = end
    out_text.append(text[last:])
    new_text = "".join(out_text)

    ends = [end for _, end, _ in cuts]
    grown = list(itertools.accumulate(change for _, _, change in cuts))

    def moved(pos: int) -> int:  # (the changes of the pieces ending at or before ``pos``)
        i = bisect.bisect_right(ends, pos)
        return pos + grown[i - 1] if i else pos

    new_spans: dict[str, list[tuple[int, int]]] = {}
    first, last_end = cuts[0][0], cuts[-1][1]
    for key, places in spans.items():
        kept = [
            (moved(s), moved(e))
            for s, e in places
            if s < first or s >= last_end or not any(start <= s < end for start, end, _ in cuts)
        ]
        if kept:
            new_spans[key] = kept
    for i, (start, _end, _) in zip(picked, cuts, strict=True):
        at = moved(start)
        for key, places in made[i][1].items():
            new_spans.setdefault(key, []).extend((s + at, e + at) for s, e in places)
    for key in new_spans:
        new_spans[key].sort()
    new_pieces = list(pieces)
    for i, p in enumerate(pieces):
        if i in made:
            s = moved(p[0])
            new_pieces[i] = (s, s + len(made[i][0]), *p[2:3], lay[i], *p[4:13], made[i][0], p[14])
        else:
            new_pieces[i] = (moved(p[0]), moved(p[1]), *p[2:])
    new_quoted = [(moved(s), moved(e)) for s, e in quoted]
    new_raw = (new_text, {k: list(v) for k, v in new_spans.items()}, new_pieces, new_quoted)
    final_text, final_spans = R._bare_field_values(
        new_plan, *R._relations_in_words(new_plan, new_text, new_spans)
    )
    return new_plan, final_text, final_spans, new_raw
