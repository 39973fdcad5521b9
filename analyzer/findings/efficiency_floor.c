// SPDX-License-Identifier: GPL-2.0
/*
 * efficiency-floor: requests at or below lowest_nonlinear_perf, where
 * lowering the frequency stops saving energy per unit of work.
 */
#include "findings/findings.h"

static const struct criterion criteria[NR_EF] = {
	[EF_REQUESTS] = { "requests", "frequency requests", U_COUNT, CRIT_RUN, CRIT_GE, 20 },
	[EF_SHARE] = { "floor_request_share", "share of them at or below lowest_nonlinear_perf",
		       U_SHARE, CRIT_RUN, CRIT_GE, 0.5 },
	/* cpu_frequency: lowest_nonlinear_perf as a frequency (pass/perf.c) */
	[EF_FLOOR] = { "request_over_floor", "a floor request: its level over lowest_nonlinear_perf",
		       U_RATIO, CRIT_EVENT, CRIT_LE, 1 },
};

int efficiency_floor_request(int64_t level, int64_t floor)
{
	return criterion_holds_scaled(&criteria[EF_FLOOR], (double)level,
				      (double)floor);
}

/* floor_perf - the lowest_nonlinear_perf of the run's CPUs when they all
 * have the same one, NAN otherwise (unknown, or it differs by CPU) */
static double floor_perf(const struct run *r)
{
	int64_t v = ATTR_NONE;
	int i;

	for (i = 0; i < r->nr_attrs; i++) {
		int64_t x = r->attrs[i].lowest_nonlinear_perf;

		if (x == ATTR_NONE)
			continue;
		if (v != ATTR_NONE && x != v)
			return NAN;
		v = x;
	}
	return v == ATTR_NONE ? NAN : (double)v;
}

/* requests of amd-pstate or cpu_frequency */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[EF_REQUESTS] = (double)a->requests;
	v[EF_SHARE] = ratio((double)a->floor_requests, (double)a->requests);
	return a->req_source == REQ_AMD || a->req_source == REQ_FREQ;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	double busy = a->req_source == REQ_AMD ? ratio(a->floor_w, a->w_mperf) :
						 ratio(a->floor_w, a->c0_ns);
	struct finding *f = finding_add(a, def, v[EF_SHARE],
					"%.0f%% of the requests are at or below "
					"lowest_nonlinear_perf: below it a lower frequency saves "
					"little power, the work just takes longer",
					100 * v[EF_SHARE]);

	finding_ev(f, "requests", "requests", v[EF_REQUESTS], U_COUNT);
	finding_ev(f, "floor_request_share", "at or below the floor", v[EF_SHARE], U_SHARE);
	finding_ev(f, "floor_busy_share", "of the busy time", busy, U_SHARE);
	finding_ev(f, "lowest_nonlinear_perf", "lowest_nonlinear_perf", floor_perf(a->run),
		   U_COUNT);
}

const struct finding_def finding_efficiency_floor = {
	.id = "efficiency-floor",
	.title = "Requests sit at or below lowest_nonlinear_perf",
	.criteria = criteria,
	.ncriteria = NR_EF,
	.measure = measure,
	.add = add,
};
