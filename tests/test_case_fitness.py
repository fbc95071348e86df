"""A fitness record's goal agrees with the race time it holds, and a watch's weekly summary holds what a watch
measures (issue 19 s19l-case, read of seed 7575: "a 5K in 21:48" next to the goal "improving balance to prevent
falls"; a bee-sting allergy "disclosed on the health form" in a fitness tracker's weekly summary)."""

from privasis_hub.synth.catalog import categories

_NOT_A_RUNNERS_GOAL = ("prevent falls", "after knee surgery")


def test_a_record_with_a_personal_best_sets_a_goal_that_fits_it():
    recreation = categories()["recreation"]
    goal = next(f for f in recreation.fields if f.key == "fitness_goal")
    both = [rt for rt, r in recreation.record_types.items()
            if {"fitness_goal", "personal_best"} <= {f.key for f in recreation.fields_for(rt)}]
    assert both
    for rt in both:
        goals = recreation.record_types[rt].matter_choices("fitness_goal") or goal.choices
        assert not [g for g in goals if any(w in g for w in _NOT_A_RUNNERS_GOAL)], rt


def test_a_trackers_weekly_summary_holds_no_health_form_disclosure():
    recreation = categories()["recreation"]
    keys = {f.key for f in recreation.fields_for("fitness tracker weekly summary")}
    assert "disclosed_condition" not in keys
    assert "tracker_calories" in keys
