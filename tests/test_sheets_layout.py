"""Print geometry (compiler/sheets/layout.py): pure numbers, no rendering."""
import pytest

from compiler.sheets import layout as geo

POKER = (63.0, 88.0)
A4 = geo.PAPERS["a4"]
LETTER = geo.PAPERS["letter"]


def approx(v):
    return pytest.approx(v, abs=1e-6)


def test_a4_poker_fits_three_by_three_with_full_bleed():
    s = geo.sheet(A4, POKER, bleed=3)
    assert (s.cols, s.rows, s.per_page) == (3, 3, 9)
    assert (s.gutter_x, s.gutter_y) == (approx(6), approx(6))
    first, last = s.slots[0], s.slots[-1]
    # Centred: 3*63 + 2*6 = 201 mm across A4's 210, 3*88 + 2*6 = 276 down its 297.
    assert (first.trim.x, first.trim.y) == (approx(4.5), approx(10.5))
    assert (last.trim.right, last.trim.bottom) == (approx(205.5), approx(286.5))
    for slot in s.slots:
        assert (slot.trim.w, slot.trim.h) == (63, 88)
        assert (slot.bleed.w, slot.bleed.h) == (approx(69), approx(94))   # 3 mm on every side
        assert slot.bleed.x >= 0 and slot.bleed.right <= A4[0]


def test_letter_shrinks_the_gutter_between_rows_and_keeps_outer_bleed():
    s = geo.sheet(LETTER, POKER, bleed=3)
    assert (s.cols, s.rows) == (3, 3)
    assert s.gutter_x == approx(6)
    # 279.4 - 3*88 = 15.4 mm spare; 2 * 4 mm margin leaves 7.4 for two gutters.
    assert s.gutter_y == approx(3.7)
    assert s.inner_bleed_y == approx(1.85)
    top, middle = s.slots[0], s.slots[3]
    assert top.trim.y - top.bleed.y == approx(3)             # outer edge: full bleed
    assert top.bleed.bottom - top.trim.bottom == approx(1.85)
    assert middle.trim.y - middle.bleed.y == approx(1.85)
    assert top.trim.y == approx(geo.MIN_MARGIN)
    # Bleeds of neighbours meet but never overlap.
    assert top.bleed.bottom == approx(middle.bleed.y)


def test_proof_mode_has_no_bleed_and_a_small_gap():
    s = geo.sheet(A4, POKER, bleed=0)
    assert s.gutter_x == approx(geo.PROOF_GAP)
    for slot in s.slots:
        assert slot.bleed == slot.trim


def test_every_card_gets_its_own_cut_marks_on_its_trim_lines():
    s = geo.sheet(A4, POKER, bleed=3)
    for slot in s.slots:
        t = slot.trim
        assert len(slot.marks) == 8        # two per corner
        for m in slot.marks:
            if m.vertical:
                assert m.x1 in (t.x, t.right)
                # outside the trim: above the top edge or below the bottom edge
                assert max(m.y1, m.y2) <= t.y + 1e-9 or min(m.y1, m.y2) >= t.bottom - 1e-9
            else:
                assert m.y1 in (t.y, t.bottom)
                assert max(m.x1, m.x2) <= t.x + 1e-9 or min(m.x1, m.x2) >= t.right - 1e-9
            # never into another card's trim, never off the paper
            for other in s.slots:
                if other is slot:
                    continue
                o = other.trim
                mid_x, mid_y = (m.x1 + m.x2) / 2, (m.y1 + m.y2) / 2
                assert not (o.x < mid_x < o.right and o.y < mid_y < o.bottom)
            assert 0 <= min(m.x1, m.x2) and max(m.x1, m.x2) <= A4[0]
            assert 0 <= min(m.y1, m.y2) and max(m.y1, m.y2) <= A4[1]
    inner = [m for m in s.slots[4].marks]        # the middle card: all edges inner
    assert all(abs((m.x2 - m.x1) + (m.y2 - m.y1)) == approx(3) for m in inner)


def test_outer_marks_stop_short_of_the_paper_edge():
    s = geo.sheet(A4, POKER, bleed=3)
    left_marks = [m for m in s.slots[0].marks if not m.vertical and min(m.x1, m.x2) < s.slots[0].trim.x]
    assert left_marks and all(min(m.x1, m.x2) == approx(geo.MARK_EDGE_GAP) for m in left_marks)


def test_long_edge_backs_mirror_left_and_right():
    s = geo.sheet(A4, POKER, bleed=3)
    for slot in s.slots:
        back = geo.back_rect(slot.trim, s, "long")
        mirror = s.slots[slot.row * s.cols + (s.cols - 1 - slot.col)].trim
        assert (back.x, back.y) == (approx(mirror.x), approx(mirror.y))


def test_short_edge_backs_mirror_top_and_bottom_and_offset_shifts():
    s = geo.sheet(A4, POKER, bleed=3)
    slot = s.slots[0]
    back = geo.back_rect(slot.trim, s, "short")
    assert back.y == approx(A4[1] - slot.trim.bottom) and back.x == approx(slot.trim.x)
    moved = geo.back_rect(slot.trim, s, "long", (0.5, -0.25))
    plain = geo.back_rect(slot.trim, s, "long")
    assert (moved.x - plain.x, moved.y - plain.y) == (approx(0.5), approx(-0.25))
    m = slot.marks[0]
    bm = geo.back_mark(m, s, "long", (1, 2))
    assert (bm.x1, bm.y1) == (approx(A4[0] - m.x1 + 1), approx(m.y1 + 2))


def test_too_many_cards_do_not_fit():
    with pytest.raises(geo.LayoutError, match="across"):
        geo.sheet(A4, POKER, bleed=3, cols=4, rows=3)
    with pytest.raises(geo.LayoutError):
        geo.sheet(A4, (300, 88), bleed=3)
    with pytest.raises(geo.LayoutError):
        geo.sheet(A4, POKER, bleed=-1)


def test_letter_with_two_rows_keeps_full_bleed():
    s = geo.sheet(LETTER, POKER, bleed=3, cols=3, rows=2)
    assert s.gutter_y == approx(6) and s.inner_bleed_y == approx(3)


def test_single_card_pages_are_the_card_plus_bleed():
    s = geo.single(POKER, 3)
    assert (s.paper_w, s.paper_h) == (69, 94)
    assert s.trim_box == geo.Rect(3, 3, 63, 88)
    assert s.bleed_box == geo.Rect(0, 0, 69, 94)
    assert s.marks == ()


def test_pages_split_cards_in_order():
    assert [list(r) for r in geo.pages(20, 9)] == [list(range(9)), list(range(9, 18)), [18, 19]]
    assert geo.pages(0, 9) == []
