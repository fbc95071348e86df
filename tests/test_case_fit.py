"""Issue 19, round l: a record type holds the facts its kind of document holds (a building permit asks no
occupation, a photo-contest entry bills no order total) and the facts of one case agree."""

from privasis_hub.synth.catalog import categories

#: (category, record type) -> facts (profile or own fields) a real document of that type does not ask for; each
#: was read in a built record by an independent reader (issue 19, rounds k and l).
NOT_ASKED = {
    ("government", "residential building permit application"): {"occupation", "employer"},
    ("government", "police incident report"): {"marital_status"},
    ("government", "jury duty summons"): {"marital_status"},
    ("recreation", "photography contest entry form"): {"occupation", "employer", "order_total"},
    ("recreation", "hotel reservation folio"): {"passport_number", "trip_destination", "employer"},
    ("community", "club membership renewal form"): {"occupation", "employer"},
    ("community", "after-school program emergency contact form"): {"occupation", "employer", "marital_status",
                                                                   "household_composition"},
    ("education", "parent-teacher conference notes"): {"occupation", "employer", "marital_status"},
    ("education", "school enrollment packet"): {"marital_status"},
    ("financial", "checking account statement"): {"occupation", "employer"},
    ("legal", "settlement and release agreement"): {"occupation"},
    ("media", "broadcast segment rundown"): {"employer"},
}

#: Leisure and private writing that does tell a job or marital status: a dating profile, a retirement speech, a
#: trainer's intake (a desk job is part of the assessment), a budget (the pay it counts).
_TELLS_JOB = {"online dating profile draft", "retirement party speech draft", "personal training intake assessment",
              "household budget worksheet"}


def _holds(category: str, record_type: str) -> set[str]:
    rt = categories()[category].record_types[record_type]
    return set(rt.fields) | set(rt.profile_fields)


def test_a_record_type_holds_no_fact_its_document_would_not_ask():
    for (category, record_type), facts in NOT_ASKED.items():
        assert not facts & _holds(category, record_type), (record_type, facts & _holds(category, record_type))


def test_leisure_bookings_and_private_writing_tell_no_job_or_marital_status():
    for name in ("recreation", "personal"):
        for rt in categories()[name].record_types.values():
            if rt.name in _TELLS_JOB:
                continue
            told = {"occupation", "employer", "marital_status"} & set(rt.profile_fields)
            assert not told, (rt.name, told)


def test_dropped_facts_leave_every_record_type_dense_enough():
    # the loader's own floor (24 details) holds for every record type, and the catalogue's mean stays above 26
    sizes = [len(rt.fields) + len(rt.profile_fields)
             for c in categories().values() for rt in c.record_types.values()]
    assert min(sizes) >= 24
    assert sum(sizes) / len(sizes) >= 26


#: A diary's facts: what a checklist, tracker, log or list does not hold (issue 19: "Recent purchase | winter
#: tires" on a wedding checklist, "Wi-Fi password" and "Time written" on a moving checklist, a memory on a list).
_DIARY_FACTS = {"recent_purchase", "note_time", "wifi_password", "shared_memory", "old_nickname"}


def test_a_checklist_tracker_or_list_holds_its_own_tasks_not_a_diarys_facts():
    personal = categories()["personal"].record_types
    lists = [rt for rt in personal.values()
             if any(w in rt.name for w in ("checklist", "tracker", " log", "list", "worksheet"))]
    assert len(lists) >= 5
    for rt in lists:
        assert not _DIARY_FACTS & set(rt.fields), (rt.name, _DIARY_FACTS & set(rt.fields))
    assert {"move_date", "new_home_address", "moving_company", "truck_arrival_time"} <= set(
        personal["moving day checklist"].fields)
    assert {"wedding_date", "rsvp_deadline", "wedding_officiant"} <= set(personal["wedding planning checklist"].fields)
    assert {"gas_bill_amount", "water_bill_amount"} <= set(personal["monthly utility bill tracker"].fields)
    assert {"repair_cost", "last_service_date"} <= set(personal["home maintenance log"].fields)
