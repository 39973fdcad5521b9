// SPDX-License-Identifier: GPL-2.0
/*
 * plot_power.c - power over time from the energy counters that `record`
 * samples (RAPL: the power PMU's energy-pkg/-cores, or powercap zones):
 * each counter's cumulative Joules differenced per sample interval into
 * watts, with the workload's span (meta t_start_ns .. t_end_ns) marked.
 * The package counters (the ones the report's energy sums) are drawn solid.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "msg.h"
#include "plot.h"
#include "queries.h"

#define POWER_MAX_SERIES 12

struct pseries {
	char name[64];
	int cpu;
	int pkg; /* counted by the report's energy */
	uint64_t n;
	double joules;
};

/* is_pkg - the report's package energy: energy-pkg or a top powercap zone */
static int is_pkg(const char *name)
{
	return !strcmp(name, "power/energy-pkg") ||
	       (!strncmp(name, "powercap/", 9) && !strchr(name + 9, '/'));
}

static void write_gp(FILE *f, struct plot_ctx *p, const struct pseries *s, int ns)
{
	const struct analysis *a = p->a;
	const struct run *r = p->run;
	char t[200];
	int i, first = 1;

	gp_begin(f, p, "power", "power from the energy counters", 1100, 550);
	fputs("set title ", f);
	gp_str(f, p->title);
	fputs("\nset xlabel 'time from the run''s start (s)'\nset ylabel 'power (W)'\n"
	      "set yrange [0:*]\nset key outside below horizontal\n",
	      f);
	fprintf(f, "set xrange [%.9f:%.9f]\n", plot_seconds(p, a->from), plot_seconds(p, a->to));
	if (r->t_end > r->t_start) {
		fprintf(f,
			"# the workload's span: meta t_start_ns .. t_end_ns\n"
			"t_start = %.9f; t_end = %.9f\n",
			plot_seconds(p, r->t_start), plot_seconds(p, r->t_end));
		fputs("set arrow 1 from t_start, graph 0 to t_start, graph 1 nohead lw 1.5 dt 3 "
		      "lc rgb '#0072B2' front\n"
		      "set arrow 2 from t_end, graph 0 to t_end, graph 1 nohead lw 1.5 dt 3 "
		      "lc rgb '#0072B2' front\n"
		      "set label 1 ' workload start' at t_start, graph 0.96 left front\n"
		      "set label 2 'workload end ' at t_end, graph 0.96 right front\n",
		      f);
	}
	if (a->have_energy && a->energy_span_s > 0) {
		snprintf(t, sizeof(t), "report: %.3f J over %.3f s, average %.3f W (%s)", a->joules,
			 a->energy_span_s, a->joules / a->energy_span_s, a->energy_counter);
		fprintf(f, "avg_watts = %.6f\n", a->joules / a->energy_span_s);
	}
	fputs("plot ", f);
	for (i = 0; i < ns; i++) {
		char title[160];

		fputs(first ? "" : ", \\\n     ", f);
		first = 0;
		snprintf(title, sizeof(title), "%.63s (cpu %d): %s", s[i].name, s[i].cpu,
			 s[i].pkg ? "package, counted by the report" : "part of a package");
		gp_index(f, "counter %s cpu %d:", s[i].name, s[i].cpu);
		fprintf(f, " using (($1+$2)/2):3 with linespoints ls %d %s pn 40 title ", i % 8 + 1,
			s[i].pkg ? "" : "lw 1");
		gp_str(f, title);
	}
	if (a->have_energy && a->energy_span_s > 0) {
		fputs(", \\\n     avg_watts with lines ls 9 dt 2 lw 1.5 title ", f);
		gp_str(f, t);
	}
	fputc('\n', f);
	gp_end(f);
}

void power_write(struct plot_ctx *p)
{
	const struct analysis *a = p->a;
	struct pseries s[POWER_MAX_SERIES];
	sqlite3_stmt *st;
	uint64_t last_ts = 0;
	double last_v = 0;
	int ns = 0, cur = -1, dropped = 0, rc;
	FILE *f;

	st = db_prepare(p->run->db, Q_PLOT_ENERGY);
	if (!st) {
		plot_skip(p, "power", "power: cannot read counter_sample");
		return;
	}
	sqlite3_bind_int64(st, 1, (int64_t)a->from);
	sqlite3_bind_int64(st, 2, (int64_t)(a->to > INT64_MAX ? INT64_MAX : a->to));
	f = NULL;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		int cpu =
		    sqlite3_column_type(st, 1) == SQLITE_NULL ? -1 : sqlite3_column_int(st, 1);
		uint64_t ts = (uint64_t)sqlite3_column_int64(st, 2);
		double v = (double)sqlite3_column_int64(st, 3) * sqlite3_column_double(st, 4);

		if (!name)
			continue;
		if (cur < 0 || strcmp(s[cur].name, name) != 0 || s[cur].cpu != cpu) {
			if (ns == POWER_MAX_SERIES) {
				dropped = 1;
				cur = -2;
				continue;
			}
			if (!f) {
				f = plot_open(p, "power", "dat");
				if (!f)
					break;
				dat_head(f, p, "power", "power from the energy counters");
				fputs(
				    "# Blocks: one per energy counter (unit Joules) and CPU; each "
				    "row one\n# interval between two samples: watts = "
				    "delta(value x scale) / delta(t).\n# The package counters "
				    "(power/energy-pkg, top powercap zones) are what the\n"
				    "# report's energy sums: sum(joules) = energy.joules.\n",
				    f);
			}
			cur = ns++;
			memset(&s[cur], 0, sizeof(s[cur]));
			snprintf(s[cur].name, sizeof(s[cur].name), "%s", name);
			s[cur].cpu = cpu;
			s[cur].pkg = is_pkg(name);
			fprintf(f, "\n\n# counter %s cpu %d: %s\n# start_s end_s watts joules\n",
				name, cpu, s[cur].pkg ? "package energy" : "part of a package");
			last_ts = ts;
			last_v = v;
			continue;
		}
		if (ts <= last_ts)
			continue;
		fprintf(f, "%.9f %.9f %.6f %.9f\n", plot_seconds(p, last_ts), plot_seconds(p, ts),
			(v - last_v) / ((double)(ts - last_ts) / 1e9), v - last_v);
		s[cur].n++;
		s[cur].joules += v - last_v;
		last_ts = ts;
		last_v = v;
	}
	if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
		/* a read error, not the end of the samples (SQLITE_ROW: power.dat failed) */
		pt_err("%s: counter_sample: %s", p->db, sqlite3_errmsg(p->run->db));
		p->failed = 1;
		sqlite3_finalize(st);
		if (f)
			fclose(f);
		plot_skip(p, "power", "power: counter_sample cannot be read");
		return;
	}
	sqlite3_finalize(st);
	if (!f) {
		if (!p->failed)
			plot_skip(p, "power", "power: %s",
				  p->run->counters ? p->run->counters
						   : "no energy counters in this run");
		return;
	}
	if (plot_close(p, f, "power", "dat") < 0)
		return;
	{
		struct pseries drawn[POWER_MAX_SERIES];
		int i, nd = 0;

		/* the package counters first, in the first styles */
		for (i = 0; i < ns; i++)
			if (s[i].n && s[i].pkg)
				drawn[nd++] = s[i];
		for (i = 0; i < ns; i++)
			if (s[i].n && !s[i].pkg)
				drawn[nd++] = s[i];
		if (!nd) {
			plot_skip(p, "power", "power: fewer than two samples per energy counter");
			return;
		}
		f = plot_open(p, "power", "gp");
		if (!f)
			return;
		write_gp(f, p, drawn, nd);
		if (plot_close(p, f, "power", "gp") < 0)
			return;
		plot_fig_add(p, "power", "power over time, %d energy counter%s%s", nd,
			     nd > 1 ? "s" : "", dropped ? " (more left out)" : "");
	}
}
