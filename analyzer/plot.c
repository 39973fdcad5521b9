// SPDX-License-Identifier: GPL-2.0
/*
 * plot.c - pstate-analyze plot: the figures of one run, drawn from the
 * report's own analysis pass (its hooks), or of several runs grouped as
 * compare groups them.  Options follow the report's; the figures are in
 * plot_*.c (plot.h).
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "analyze_cmds.h"
#include "compare/compare.h"
#include "db.h"
#include "findings/findings.h"
#include "mkdir_p.h"
#include "msg.h"
#include "options.h"
#include "plot/plot.h"
#include "quote.h"
#include "report/report.h"

enum {
	OPT_COMPARE = 256,
};

static const char plot_usage[] =
    "usage: pstate-analyze plot [options] [DB]\n"
    "       pstate-analyze plot --compare [options] DB...\n"
    "\n"
    "Draw one run (pstate-trace record or import) with gnuplot: per-CPU\n"
    "timelines of requested and delivered performance, the governor delay, the\n"
    "wakeup latency of the workload's tasks, requested vs delivered\n"
    "performance, power; or, with --compare, runs side by side by label.  Each\n"
    "figure is NAME.dat (its numbers, commented), NAME.gp (a plain gnuplot\n"
    "script reading NAME.dat by a relative path) and, when gnuplot is\n"
    "installed, NAME.png and NAME.svg.  The numbers are the report's: the same\n"
    "pass and definitions as pstate-analyze report.  DB defaults to pstate.db.\n"
    "\n"
    "  -o, --output DIR      write into DIR (default plots/, made when missing;\n"
    "                        this user's files of the same names are replaced,\n"
    "                        links and others' files never: see SECURITY in\n"
    "                        pstate-analyze(1))\n"
    "      --comm REGEX      workload tasks: those whose comm matches (POSIX ERE)\n"
    "      --pid PID,...     workload tasks: these pids\n"
    "      --cpu LIST        only these CPUs (e.g. 0-15,32); the timeline draws\n"
    "                        them when they are 8 or fewer, else the 4 busiest\n"
    "      --from SECONDS    start of the window, from the run's start\n"
    "      --to SECONDS      end of the window, from the run's start\n"
    "      --compare         the DBs are runs to compare, as pstate-analyze\n"
    "                        compare groups them (label, benchmark, parameter)\n"
    "      --baseline LABEL  with --compare: the label the others are divided by\n"
    "                        (default: the first label seen)\n"
    "      --labels LIST     with --compare: only these labels, in this order\n"
    "      --no-cache        with --compare: analyse every run now, as compare\n"
    "                        --no-cache (the cache neither read nor written)\n"
    "  -h, --help            this help\n"
    "\n"
    "Figures of one run; one the run has no data for is left out, and the\n"
    "summary says why:\n"
    "  timeline        per CPU (--cpu, else the 4 busiest): the request in force\n"
    "                  (steps), delivered performance and busy fraction per\n"
    "                  counter window; rows of when workload tasks, the governor\n"
    "                  (sugov:N kthread, kworker) and other tasks ran; ticks at\n"
    "                  wakeups of workload tasks and at updates.  Zoom with\n"
    "                  --from/--to; long windows are binned (see timeline.dat).\n"
    "  delay           governor delay histogram per path, rate_limit_us marked\n"
    "  latency         wakeup latency CDF of workload tasks: all, and one line\n"
    "                  per requested band (lt_25, 25_50, 50_75, ge_75, none)\n"
    "  heatmap         requested vs delivered performance, each counter window\n"
    "                  weighted by its mperf; windows.dat lists the windows\n"
    "  cpus            the report's per-CPU requested, delivered and busy values\n"
    "  power           watts per interval of each energy counter, the workload's\n"
    "                  span marked\n"
    "Figures of --compare:\n"
    "  compare-ratio   the ratio of each label to the baseline per benchmark\n"
    "                  (bars from 1; 95% interval with repeats; ~ within noise)\n"
    "  compare-ppw     the same for performance per watt, when runs have energy\n"
    "  compare-BENCH   per benchmark, its metric against the scaling parameter,\n"
    "                  one line per label, and the ratio per parameter value\n"
    "\n"
    "Times are seconds from the run's start.  Lines differ in dash and point\n"
    "type as well as colour, so the figures read in greyscale.  To change a\n"
    "figure, edit NAME.gp and run 'gnuplot NAME.gp' in DIR.\n"
    "\n"
    "Environment: PSTATE_GNUPLOT is the gnuplot to run (default: gnuplot from\n"
    "PATH); set empty, nothing is rendered.  Without gnuplot the .dat and .gp\n"
    "files are written and a message says how to render them (Debian:\n"
    "apt-get install gnuplot-nox).\n"
    "\n"
    "Exit status: 0, also when gnuplot is missing; 1 when a database cannot be\n"
    "read, a file cannot be written or gnuplot fails on a script; 2 on a usage\n"
    "error.  See pstate-analyze(1).\n";

/* the hooks' context: the plot, the pass, and whether this pass feeds every figure */
struct pass {
	struct plot_ctx *p;
	const struct analysis *a;
	int all;
};

static void hk_window(void *ctx, int cpu, uint64_t t0, uint64_t t1, double requested,
		      double delivered, double busy, double mperf)
{
	struct pass *ps = ctx;

	if (ps->all && ps->p->perf)
		plot_perf_window(ps->p, cpu, t0, t1, requested, delivered, busy, mperf);
	if (ps->p->tl)
		tl_window(ps->p->tl, ps->a, cpu, t0, t1, requested, delivered, busy, mperf);
}

static void hk_request(void *ctx, int cpu, uint64_t ts, int64_t level, double ratio)
{
	struct pass *ps = ctx;

	if (ps->p->tl)
		tl_request(ps->p->tl, ps->a, cpu, ts, ratio);
	(void)level;
}

static void hk_latency(void *ctx, int cpu, uint64_t ts, uint64_t lat_ns, double requested)
{
	struct pass *ps = ctx;

	if (ps->all && ps->p->dist)
		plot_dist_latency(ps->p->dist, lat_ns, requested);
}

static void hk_update(void *ctx, int cpu, uint64_t ts, enum gov_path path)
{
	struct pass *ps = ctx;

	if (ps->p->tl)
		tl_tick(ps->p->tl, ps->a, cpu, ts, 1);
}

static void hk_delay(void *ctx, int cpu, uint64_t ts, uint64_t delay_ns, int from_waking,
		     enum gov_path path)
{
	struct pass *ps = ctx;

	if (ps->all && ps->p->dist)
		plot_dist_delay(ps->p->dist, delay_ns, from_waking, path);
}

static void hk_run(void *ctx, int cpu, uint64_t t0, uint64_t t1, int pid, enum run_kind kind)
{
	struct pass *ps = ctx;

	if (ps->p->tl)
		tl_run(ps->p->tl, ps->a, cpu, t0, t1, kind);
}

static void hk_waking(void *ctx, int cpu, uint64_t ts, int pid)
{
	struct pass *ps = ctx;

	if (ps->p->tl)
		tl_tick(ps->p->tl, ps->a, cpu, ts, 0);
}

static void hooks_init(struct analysis_hooks *h, struct pass *ps)
{
	memset(h, 0, sizeof(*h));
	h->ctx = ps;
	h->window = hk_window;
	h->request = hk_request;
	h->latency = hk_latency;
	h->update = hk_update;
	h->delay = hk_delay;
	h->run = hk_run;
	h->waking = hk_waking;
}

/* mkdirs - mkdir -p @dir; 0 or -1 (printed) */
static int mkdirs(const char *dir)
{
	struct stat sb;
	size_t n;

	if (strlen(dir) >= 4096) {
		pt_err("%s: name too long", dir);
		return -1;
	}
	if (mkdir_p(dir, 0777, &n) < 0) {
		pt_err("%.*s: %s", (int)n, dir, strerror(errno));
		return -1;
	}
	if (stat(dir, &sb) < 0 || !S_ISDIR(sb.st_mode)) {
		pt_err("%s: not a directory", dir);
		return -1;
	}
	return 0;
}

/* run_title - label, benchmark, parameter and file of @r (and the window) */
static void run_title(struct plot_ctx *p, const struct analysis_opts *ao)
{
	const struct run *r = p->run;
	const char *file = strrchr(p->db, '/') ? strrchr(p->db, '/') + 1 : p->db;
	const char *name;
	char bench[64] = "";
	size_t n;
	int len;

	/* every string from the database escaped (gp_text()): the title's own
	 * line breaks are gp_wrap()'s only */
	name = cmp_bench_name(r, &len);
	if (name)
		snprintf(bench, sizeof(bench), "%.*s", len, name);
	if (r->label) {
		n = snprintf(p->title, sizeof(p->title), "%s", gp_text(p, r->label));
	} else if (r->driver || r->governor) {
		char *label = db_default_label(r->driver, r->governor);

		n = snprintf(p->title, sizeof(p->title), "%s", label ? gp_text(p, label) : "");
		free(label);
	} else {
		n = snprintf(p->title, sizeof(p->title), "no cpufreq driver");
	}
	if (*bench && n < sizeof(p->title))
		n += snprintf(p->title + n, sizeof(p->title) - n, ", %s", gp_text(p, bench));
	if (r->param_value && n < sizeof(p->title))
		n += snprintf(p->title + n, sizeof(p->title) - n, ", %s=%s",
			      r->param_name ? gp_text(p, r->param_name) : "param",
			      gp_text(p, r->param_value));
	if (n < sizeof(p->title))
		n += snprintf(p->title + n, sizeof(p->title) - n, " (%s", gp_text(p, file));
	if ((ao->from_s >= 0 || ao->to_s >= 0) && n < sizeof(p->title)) {
		n += snprintf(p->title + n, sizeof(p->title) - n, ", %.6g", fmax(ao->from_s, 0));
		if (ao->to_s >= 0 && n < sizeof(p->title))
			n += snprintf(p->title + n, sizeof(p->title) - n, "-%.6g", ao->to_s);
		else if (n < sizeof(p->title))
			n += snprintf(p->title + n, sizeof(p->title) - n, "-end");
		if (n < sizeof(p->title))
			n += snprintf(p->title + n, sizeof(p->title) - n, " s");
	}
	if (n < sizeof(p->title))
		snprintf(p->title + n, sizeof(p->title) - n, ")");
}

/* busier - the order of the timeline's default CPUs: busiest first */
static const struct analysis *busy_a;

static int busier(const void *x, const void *y)
{
	const struct cpu_stats *a = &busy_a->cpus[*(const int *)x];
	const struct cpu_stats *b = &busy_a->cpus[*(const int *)y];

	if (a->busy_ns != b->busy_ns)
		return a->busy_ns > b->busy_ns ? -1 : 1;
	if (a->w_mperf != b->w_mperf)
		return a->w_mperf > b->w_mperf ? -1 : 1;
	if (a->updates != b->updates)
		return a->updates > b->updates ? -1 : 1;
	return *(const int *)x - *(const int *)y;
}

static int by_number(const void *x, const void *y)
{
	return *(const int *)x - *(const int *)y;
}

/* busiest_cpus - up to @max CPUs that did something, busiest first, then by number */
static int busiest_cpus(const struct analysis *a, int *out, int max)
{
	int *all = malloc((a->ncpus + 1) * sizeof(*all)), i, n = 0;

	if (!all)
		return 0;
	for (i = 0; i < a->ncpus; i++) {
		const struct cpu_stats *c = &a->cpus[i];

		if (c->busy_ns || c->windows || c->updates)
			all[n++] = i;
	}
	busy_a = a;
	qsort(all, n, sizeof(*all), busier);
	if (n > max)
		n = max;
	memcpy(out, all, n * sizeof(*out));
	qsort(out, n, sizeof(*out), by_number);
	free(all);
	return n;
}

/* summary - what was drawn and what not; the descriptions name labels and
 * benchmarks, so they are printed inert (lib/quote.h) */
static void summary(const struct plot_ctx *p)
{
	int i, skipped = 0;

	for (i = 0; i < p->nfigs; i++) {
		const struct plot_fig *fg = &p->figs[i];

		if (fg->skipped) {
			skipped++;
			continue;
		}
		fputs_safe(p->dir, stdout);
		printf("/%s.%s  ", fg->name, fg->rendered ? "png" : "gp");
		fputs_safe(fg->what, stdout);
		putchar('\n');
	}
	if (!skipped)
		return;
	printf("not drawn:\n");
	for (i = 0; i < p->nfigs; i++)
		if (p->figs[i].skipped) {
			printf("  %-14s ", p->figs[i].name);
			fputs_safe(p->figs[i].what, stdout);
			putchar('\n');
		}
}

/* finish - render, put the files in place, summarise; the exit status */
static int finish(struct plot_ctx *p)
{
	int i, any = 0, rc;

	for (i = 0; i < p->nfigs; i++)
		any |= !p->figs[i].skipped;
	rc = any ? plot_render(p) : 0;
	plot_out_commit(p);
	summary(p);
	fflush(stdout);
	return p->failed || rc < 0 ? 1 : 0;
}

static int plot_run(struct plot_ctx *p, const char *path, struct analysis_opts *ao)
{
	struct analysis_hooks hooks;
	struct analysis a, a2;
	struct pass ps = {p, &a, 1};
	struct run run;
	int cpus[TL_MAX_CPUS], ncpus = 0, i, ret = 1;

	if (run_open(&run, path) < 0)
		return 1;
	p->db = path;
	p->run = &run;
	p->t0 = run.t_start;
	run_title(p, ao);
	if (ao->cpu_set) {
		for (i = 0; i < ao->cpu_set_len; i++)
			if (ao->cpu_set[i] && ncpus++ < TL_MAX_CPUS)
				cpus[ncpus - 1] = i;
		if (ncpus <= TL_MAX_CPUS) {
			p->tl = tl_new(cpus, ncpus);
			if (!p->tl)
				goto out_oom;
		}
	}
	p->dist = plot_dist_new();
	p->perf = plot_perf_new(p);
	if (!p->dist || !p->perf)
		goto out_oom;
	hooks_init(&hooks, &ps);
	ao->hooks = &hooks;
	if (findings_analyse(&a, &run, ao) < 0)
		goto out_free_a;
	p->a = &a;
	if (!p->tl) {
		/* the busiest CPUs are known now: a second pass draws their timelines */
		if (ao->cpu_set)
			pt_warn("timeline: %d CPUs chosen, drawing the %d busiest (give --cpu 8 "
				"or fewer to choose)",
				ncpus, TL_DEFAULT_CPUS);
		ncpus = busiest_cpus(&a, cpus, TL_DEFAULT_CPUS);
		p->tl = tl_new(cpus, ncpus);
		if (!p->tl)
			goto out_free_a;
		ps.a = &a2;
		ps.all = 0;
		if (findings_analyse(&a2, &run, ao) < 0) {
			analysis_free(&a2);
			goto out_free_a;
		}
		analysis_free(&a2);
	}
	tl_write(p);
	plot_delay_write(p);
	plot_latency_write(p);
	plot_heatmap_write(p);
	plot_cpus_write(p, cpus, ncpus);
	plot_power_write(p);
	ret = finish(p);
out_free_a:
	analysis_free(&a);
	p->a = NULL;
out_free:
	tl_free(p->tl);
	plot_dist_free(p->dist);
	plot_perf_free(p->perf);
	run_close(&run);
	return ret;
out_oom:
	pt_err("plot: out of memory");
	goto out_free;
}

static int plot_compare(struct plot_ctx *p, char *const *paths, int n, const struct cmp_opts *co)
{
	struct cmp c = {0};
	int rc, ret = 1, i;
	size_t len;

	rc = cmp_load(&c, paths, n, co);
	if (rc < 0) {
		ret = rc == -2 ? 2 : 1;
		goto out_free;
	}
	if (cmp_compute(&c) < 0) {
		pt_err("plot: out of memory");
		goto out_free;
	}
	len = snprintf(p->title, sizeof(p->title), "%d run%s: ", c.nruns, c.nruns > 1 ? "s" : "");
	for (i = 0; i < c.nlabels && len < sizeof(p->title); i++)
		len += snprintf(p->title + len, sizeof(p->title) - len, "%s%s%s", i ? " vs " : "",
				gp_text(p, c.labels[i]), i ? "" : " (baseline)");
	plot_compare_write(p, &c);
	ret = finish(p);
out_free:
	cmp_free(&c);
	return ret;
}

int cmd_plot(int argc, char **argv)
{
	static const struct option opts[] = {
	    {"output", required_argument, NULL, 'o'},
	    SCOPE_LONG_OPTIONS,
	    {"compare", no_argument, NULL, OPT_COMPARE},
	    CMP_LONG_OPTIONS,
	    {"help", no_argument, NULL, 'h'},
	    {NULL, 0, NULL, 0},
	};
	struct cmp_opts co = {.noise = 0.02};
	struct scope_args sc;
	struct plot_ctx p;
	char *dir = NULL;
	int c, compare = 0, ret = 2;

	memset(&p, 0, sizeof(p));
	p.dfd = p.tfd = -1;
	scope_init(&sc);
	optind = 1;
	while ((c = scope_getopt(&sc, argc, argv, opts)) != -1) {
		if (cmp_option(&co, c, optarg))
			continue;
		switch (c) {
		case OPT_SCOPE_BAD:
			goto out_free;
		case 'o':
			if (!*optarg) {
				pt_err("plot: -o: the directory name is empty");
				goto out_free;
			}
			free(dir);
			dir = strdup(optarg);
			if (!dir)
				goto out_free;
			break;
		case OPT_COMPARE:
			compare = 1;
			break;
		case 'h':
			fputs(plot_usage, stdout);
			ret = 0;
			goto out_free;
		default:
			fputs(plot_usage, stderr);
			goto out_free;
		}
	}
	if (compare && sc.last) {
		pt_err("plot: %s is for one run, not with --compare", sc.last);
		goto out_free;
	}
	if (!compare && (co.baseline || co.labels || co.no_cache)) {
		pt_err("plot: --%s needs --compare",
		       co.baseline ? "baseline" : co.labels ? "labels" : "no-cache");
		goto out_free;
	}
	if (compare && optind >= argc) {
		pt_err("plot: --compare needs databases (pstate-analyze plot --compare "
		       "results/*.db)");
		goto out_free;
	}
	if (!compare && argc - optind > 1) {
		pt_err("plot: one database at a time (--compare for several)");
		goto out_free;
	}
	if (scope_finish(&sc) < 0)
		goto out_free;
	ret = 1;
	if (!dir)
		dir = strdup("plots");
	if (!dir)
		goto out_free;
	/* plots/ and plots name the same directory; messages name it plots */
	for (c = (int)strlen(dir); c > 1 && dir[c - 1] == '/'; c--)
		dir[c - 1] = 0;
	if (mkdirs(dir) < 0 || plot_out_open(&p, dir) < 0)
		goto out_free;
	if (compare)
		ret = plot_compare(&p, argv + optind, argc - optind, &co);
	else
		ret = plot_run(&p, optind < argc ? argv[optind] : "pstate.db", &sc.ao);
out_free:
	plot_out_close(&p);
	scope_free(&sc);
	free(dir);
	return ret;
}
