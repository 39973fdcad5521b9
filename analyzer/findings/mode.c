// SPDX-License-Identifier: GPL-2.0
/*
 * mode: which driver mode and update path is in effect (passive, guided or
 * active/EPP; MSR or shared memory), from meta, the fast_switch flags and
 * which kthreads or kworkers write the requests.
 */
#include <string.h>
#include "findings.h"

void finding_mode(struct analysis *a)
{
	const struct run *r = a->run;
	const char *shm;
	struct finding *f = finding_add(a, "mode", 0);

	if (!f)
		return;
	shm = a->fast_switch_false > a->fast_switch_true ? ", no fast_switch (CPPC shared memory)" :
	      a->fast_switch_true ? ", fast_switch (MSR)" : "";
	snprintf(f->title, sizeof(f->title), "Driver, governor and update path in effect");
	if (a->req_source == REQ_NONE) {
		snprintf(f->why, sizeof(f->why), "%s%s: no frequency request was traced",
			 r->driver ? "driver " : "no cpufreq driver",
			 r->driver ? r->driver : "");
		finding_ev(f, "updates", 0, "");
		return;
	}
	snprintf(f->why, sizeof(f->why), "%s%s%s%s, governor %s; updates by %s (%s)%s",
		 r->driver ? r->driver : "no driver named", r->amd_status ? " (" : "",
		 r->amd_status ? r->amd_status : "", r->amd_status ? ")" : "",
		 r->governor ? r->governor : "unknown", path_name(a->path),
		 req_source_name(a->req_source), shm);
	finding_ev(f, "writes_fast_switch", (double)a->path_writes[PATH_FAST], "");
	finding_ev(f, "writes_kthread", (double)a->path_writes[PATH_KTHREAD], "");
	finding_ev(f, "writes_workqueue", (double)a->path_writes[PATH_WORKQUEUE], "");
	finding_ev(f, "writes_unknown", (double)a->path_writes[PATH_UNKNOWN], "");
	finding_ev(f, "fast_switch_true", (double)a->fast_switch_true, "");
	finding_ev(f, "fast_switch_false", (double)a->fast_switch_false, "");
}
