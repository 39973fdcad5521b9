// SPDX-License-Identifier: GPL-2.0
/*
 * power.c - power over time from the energy counters that `record`
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
#include "plot/plot.h"
#include "pass/queries.h"

#define POWER_MAX_SERIES 12

struct pseries {
	char *name; /* as counter_sample has it: data */
	int cpu;
	int block; /* its block of power.dat: "counter N:" */
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

/* the power figure's state: the samples' statement, the series */
struct power_fig {
	sqlite3_stmt *st; /* on a row with a counter name when power_dat() starts */
	struct pseries s[POWER_MAX_SERIES];
	struct pseries drawn[POWER_MAX_SERIES]; /* the package counters first */
	int ns, nd, cur, dropped;
	uint64_t last_ts;
	double last_v;
	const char *why; /* nothing drawn: why */
};

/* power_row - the statement's current row into its series and power.dat */
static void power_row(FILE *f, struct plot_ctx *p, struct power_fig *pw)
{
	sqlite3_stmt *st = pw->st;
	const char *name = (const char *)sqlite3_column_text(st, 0);
	int cpu = sqlite3_column_type(st, 1) == SQLITE_NULL ? -1 : sqlite3_column_int(st, 1);
	uint64_t ts = (uint64_t)sqlite3_column_int64(st, 2);
	double v = (double)sqlite3_column_int64(st, 3) * sqlite3_column_double(st, 4);
	struct pseries *s;

	if (!name)
		return;
	if (pw->cur < 0 || strcmp(pw->s[pw->cur].name, name) != 0 || pw->s[pw->cur].cpu != cpu) {
		if (pw->ns == POWER_MAX_SERIES) {
			pw->dropped = 1;
			pw->cur = -2;
			return;
		}
		s = &pw->s[pw->ns];
		memset(s, 0, sizeof(*s));
		s->name = strdup(name);
		if (!s->name) {
			pw->dropped = 1;
			pw->cur = -2;
			return;
		}
		pw->cur = pw->ns++;
		s->cpu = cpu;
		s->pkg = is_pkg(name);
		/* the block is named by its number: the counter's name is data */
		fprintf(f, "\n\n# counter %d: ", pw->cur);
		gp_str(f, name);
		fprintf(f, " cpu %d: %s\n# start_s end_s watts joules\n", cpu,
			s->pkg ? "package energy" : "part of a package");
		pw->last_ts = ts;
		pw->last_v = v;
		return;
	}
	if (ts <= pw->last_ts)
		return;
	fprintf(f, "%.9f %.9f %.6f %.9f\n", plot_seconds(p, pw->last_ts), plot_seconds(p, ts),
		(v - pw->last_v) / ((double)(ts - pw->last_ts) / 1e9), v - pw->last_v);
	s = &pw->s[pw->cur];
	s->n++;
	s->joules += v - pw->last_v;
	pw->last_ts = ts;
	pw->last_v = v;
}

static int power_dat(FILE *f, struct plot_ctx *p, void *arg)
{
	struct power_fig *pw = arg;
	int rc, i;

	fputs("# Blocks: one per energy counter (unit Joules) and CPU; each row one\n"
	      "# interval between two samples: watts = delta(value x scale) / delta(t).\n"
	      "# The package counters (power/energy-pkg, top powercap zones) are what the\n"
	      "# report's energy sums: sum(joules) = energy.joules.\n",
	      f);
	do
		power_row(f, p, pw);
	while ((rc = sqlite3_step(pw->st)) == SQLITE_ROW);
	if (rc != SQLITE_DONE) {
		/* a read error, not the end of the samples */
		pt_err("%s: counter_sample: %s", p->db, sqlite3_errmsg(p->run->db));
		p->failed = 1;
		pw->why = "counter_sample cannot be read";
		return 1;
	}
	for (i = 0; i < pw->ns; i++) {
		pw->s[i].block = i;
		if (pw->s[i].n && pw->s[i].pkg)
			pw->drawn[pw->nd++] = pw->s[i];
	}
	for (i = 0; i < pw->ns; i++)
		if (pw->s[i].n && !pw->s[i].pkg)
			pw->drawn[pw->nd++] = pw->s[i];
	if (!pw->nd) {
		pw->why = "fewer than two samples per energy counter";
		return 1;
	}
	return 0;
}

static void power_gp(FILE *f, struct plot_ctx *p, void *arg)
{
	const struct analysis *a = p->a;
	const struct run *r = p->run;
	const struct power_fig *pw = arg;
	const struct pseries *s = pw->drawn;
	char t[200], cut[160];
	int i, first = 1;

	fputs("set xlabel 'time from the run''s start (s)'\nset ylabel 'power (W)'\n"
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
			 a->energy_span_s, a->joules / a->energy_span_s,
			 gp_cut(cut, sizeof(cut), gp_text(p, a->energy_counter), 300));
		fprintf(f, "avg_watts = %.6f\n", a->joules / a->energy_span_s);
	}
	for (i = 0; i < pw->nd; i++) {
		char title[160];

		gp_clause(f, &first);
		/* the legend is below the plot, entries side by side: each fits */
		snprintf(title, sizeof(title), "%s (cpu %d): %s",
			 gp_cut(cut, sizeof(cut), gp_text(p, s[i].name), 400), s[i].cpu,
			 s[i].pkg ? "package, counted by the report" : "part of a package");
		gp_index(f, "counter %d:", s[i].block);
		fprintf(f, " using (($1+$2)/2):3 with linespoints ls %d %s pn 40 title ", i % 8 + 1,
			s[i].pkg ? "" : "lw 1");
		gp_str(f, title);
	}
	if (a->have_energy && a->energy_span_s > 0) {
		fputs(", \\\n     avg_watts with lines ls 9 dt 2 lw 1.5 title ", f);
		gp_str(f, t);
	}
	fputc('\n', f);
}

void plot_power_write(struct plot_ctx *p)
{
	const struct analysis *a = p->a;
	struct power_fig pw = { .cur = -1 };
	struct plot_figure fg = { "power",
				  "power from the energy counters",
				  "power from the energy counters",
				  1100,
				  550,
				  p->title,
				  power_dat,
				  power_gp,
				  &pw };
	int rc;

	pw.st = db_prepare(p->run->db, Q_PLOT_ENERGY);
	if (!pw.st) {
		plot_skip(p, "power", "power: cannot read counter_sample");
		return;
	}
	sqlite3_bind_int64(pw.st, 1, (int64_t)a->from);
	sqlite3_bind_int64(pw.st, 2, (int64_t)(a->to > INT64_MAX ? INT64_MAX : a->to));
	/* power.dat is written only when there are samples to put in it */
	while ((rc = sqlite3_step(pw.st)) == SQLITE_ROW && !sqlite3_column_text(pw.st, 0))
		;
	if (rc == SQLITE_DONE) {
		plot_skip(p, "power", "power: %s",
			  p->run->counters ? p->run->counters : "no energy counters in this run");
	} else if (rc != SQLITE_ROW) {
		pt_err("%s: counter_sample: %s", p->db, sqlite3_errmsg(p->run->db));
		p->failed = 1;
		plot_skip(p, "power", "power: counter_sample cannot be read");
	} else {
		rc = plot_figure(p, &fg);
		if (rc > 0)
			plot_skip(p, "power", "power: %s", pw.why);
		else if (rc == 0)
			plot_fig_add(p, "power", "power over time, %d energy counter%s%s", pw.nd,
				     pw.nd > 1 ? "s" : "", pw.dropped ? " (more left out)" : "");
	}
	sqlite3_finalize(pw.st);
	for (rc = 0; rc < pw.ns; rc++)
		free(pw.s[rc].name);
}
