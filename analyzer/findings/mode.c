// SPDX-License-Identifier: GPL-2.0
/*
 * mode: which driver mode and update path is in effect (passive, guided or
 * active/EPP; MSR or shared memory), from meta, the fast_switch flags and
 * which kthreads or kworkers write the requests.  No criteria: always,
 * after the others.
 */
#include "findings/findings.h"

static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	return 1;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	const struct run *r = a->run;
	const char *shm;
	struct finding *f;

	shm = a->fast_switch_false > a->fast_switch_true ? ", no fast_switch (CPPC shared memory)" :
	      a->fast_switch_true ? ", fast_switch (MSR)" : "";
	if (a->req_source == REQ_NONE && a->pol.source != POL_NONE) {
		/* active mode, HWP: the hardware picks within the policy */
		f = finding_add(a, def, 0, "%s%s%s%s, governor %s: no per-update requests; the "
				"hardware picks within EPP and min/max_perf (%s)",
				r->driver ? r->driver : "no driver named", r->amd_status ? " (" : "",
				r->amd_status ? r->amd_status : "", r->amd_status ? ")" : "",
				r->governor ? r->governor : "unknown",
				a->pol.source == POL_EVENTS ? "amd_pstate_epp_perf" :
							      "the cpu table at record start");
		finding_ev(f, "updates", "updates", 0, U_COUNT);
		finding_ev(f, "policy_changes", "policy changes", (double)a->pol.changes, U_COUNT);
		return;
	}
	if (a->req_source == REQ_NONE) {
		f = finding_add(a, def, 0, "%s%s: no frequency request was traced",
				r->driver ? "driver " : "no cpufreq driver", r->driver ? r->driver : "");
		finding_ev(f, "updates", "updates", 0, U_COUNT);
		return;
	}
	f = finding_add(a, def, 0, "%s%s%s%s, governor %s; updates by %s (%s)%s",
			r->driver ? r->driver : "no driver named", r->amd_status ? " (" : "",
			r->amd_status ? r->amd_status : "", r->amd_status ? ")" : "",
			r->governor ? r->governor : "unknown", path_name(a->path),
			req_source_name(a->req_source), shm);
	finding_ev(f, "writes_fast_switch", "writes in scheduler context",
		   (double)a->path_writes[PATH_FAST], U_COUNT);
	finding_ev(f, "writes_kthread", "by the sugov kthread",
		   (double)a->path_writes[PATH_KTHREAD], U_COUNT);
	finding_ev(f, "writes_workqueue", "by a kworker", (double)a->path_writes[PATH_WORKQUEUE],
		   U_COUNT);
	finding_ev(f, "writes_unknown", "path unknown", (double)a->path_writes[PATH_UNKNOWN],
		   U_COUNT);
	finding_ev(f, "fast_switch_true", "amd_pstate_perf fast_switch=1",
		   (double)a->fast_switch_true, U_COUNT);
	finding_ev(f, "fast_switch_false", "fast_switch=0", (double)a->fast_switch_false, U_COUNT);
}

const struct finding_def finding_mode = {
	.id = "mode",
	.title = "Driver, governor and update path in effect",
	.last = 1,
	.measure = measure,
	.add = add,
};
