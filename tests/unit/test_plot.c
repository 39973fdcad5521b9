// SPDX-License-Identifier: GPL-2.0
/*
 * test_plot - the plot's data files from known inputs, fed through the same
 * entry points the analysis hooks call: gnuplot strings made inert (every
 * byte a script, a terminal or an SVG could act on escaped), the
 * timeline's series (as they are, and binned: weighted means, min, max),
 * merged run bands and ticks, the latency CDF's nearest-rank rows, the delay
 * histogram's counts, and the heat map's and windows.dat's sums; titles
 * wrapped to a width.
 */
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>
#include "plot/plot.h"
#include "test.h"

static char dir[] = "/tmp/test_plot.XXXXXX";

static char *slurp(const char *name)
{
	char path[512];
	FILE *f;
	long n;
	char *s;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "r");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	s = calloc(1, n + 1);
	if (s && fread(s, 1, n, f) != (size_t)n) {
		free(s);
		s = NULL;
	}
	fclose(f);
	return s;
}

/* block - the rows after the comment line "# NAME" (up to the next blank pair) */
static const char *block(const char *text, const char *name)
{
	char want[128];
	const char *s;

	snprintf(want, sizeof(want), "\n# %s", name);
	s = text ? strstr(text, want) : NULL;
	if (!s)
		return NULL;
	s++;
	/* skip the comment lines */
	while (*s == '#') {
		s = strchr(s, '\n');
		if (!s)
			return NULL;
		s++;
	}
	return s;
}

/* row_count - data rows of a block (stops at two newlines in a row) */
static int row_count(const char *s)
{
	int n = 0;

	while (s && *s && !(s[0] == '\n' && s[1] == '\n')) {
		if (*s != '\n' && *s != '#')
			n++;
		s = strchr(s, '\n');
		if (s)
			s++;
		if (s && *s == '\n' && s[1] == '\n')
			break;
	}
	return n;
}

static void fake(struct plot_ctx *p, struct analysis *a, struct run *r)
{
	memset(p, 0, sizeof(*p));
	memset(a, 0, sizeof(*a));
	memset(r, 0, sizeof(*r));
	if (plot_out_open(p, dir) < 0)
		T_OK(0, "plot_out_open %s", dir);
	p->run = r;
	p->a = a;
	snprintf(p->title, sizeof(p->title), "test run");
	a->run = r;
}

/* commit - the files written put in place in dir, as the command does last */
static void commit(struct plot_ctx *p)
{
	plot_out_commit(p);
	plot_out_close(p);
}

/* written - what @fn(@s) writes */
static char *written(void (*fn)(FILE *, const char *), const char *s)
{
	static char buf[512];
	FILE *f;

	memset(buf, 0, sizeof(buf));
	f = fmemopen(buf, sizeof(buf) - 1, "w");
	if (!f)
		return buf;
	fn(f, s);
	fclose(f);
	return buf;
}

static void test_gp_str(void)
{
	struct plot_ctx p;
	const char *safe = "acpi-cpufreq/schedutil, tbench, clients=64 (run.db)";
	const char *t;

	T_EQ_STR(written(gp_str, safe), "'acpi-cpufreq/schedutil, tbench, clients=64 (run.db)'",
		 "gp_str: a plain string in single quotes, as it is");
	T_EQ_STR(written(gp_str, "it's"), "'it' . \"'\" . 's'",
		 "gp_str: a quote joined in from a constant (gnuplot 5.4 mis-scans '')");
	T_EQ_STR(written(gp_str, "a\nb \"c\" \\d `touch x` $(y) @m; !z"),
		 "'a\\x0ab \"c\" \\d `touch x` $(y) @m; !z'",
		 "gp_str: a line break is \\x0a; backquotes, backslashes, double quotes inert "
		 "in single quotes");
	T_EQ_STR(written(gp_str, "\x1b]52;c;eA==\x07\t\x7f\r"),
		 "'\\x1b]52;c;eA==\\x07\\x09\\x7f\\x0d'", "gp_str: control characters as \\xNN");
	T_EQ_STR(written(gp_str, "\xc2\x9b" "1m \xff\xfe \xef\xbf\xbe \xc3\xa9"),
		 "'\\xc2\\x9b1m \\xff\\xfe \\xef\\xbf\\xbe \xc3\xa9'",
		 "gp_str: C1 controls, bytes that are not UTF-8 and U+FFFE escaped, UTF-8 kept");
	T_EQ_STR(written(gp_str, "a]]>b]>c"), "'a]]\\x3eb]>c'",
		 "gp_str: the > of ]]> escaped (not allowed in XML text)");
	T_EQ_STR(written(gp_str, "'"), "'' . \"'\" . ''", "gp_str: a lone quote");
	T_EQ_STR(written(gp_lines, "one's\ntwo\n"),
		 "'one' . \"'\" . 's' . \"\\n\" . 'two' . \"\\n\" . ''",
		 "gp_lines: each line inert, the breaks \"\\n\" constants");
	T_EQ_STR(written(dat_str, "a \"b\"#c'\n"), "\"a \\x22b\\x22#c'\\x0a\"",
		 "dat_str: one column in double quotes, a double quote as \\x22");
	memset(&p, 0, sizeof(p));
	p.dfd = p.tfd = -1;
	T_OK(gp_text(&p, safe) == safe && !p.texts, "gp_text: a plain string is itself, no copy");
	t = gp_text(&p, "x\n!touch y\x1b");
	T_EQ_STR(t, "x\\x0a!touch y\\x1b", "gp_text: escaped as gp_str, no quotes");
	T_OK(gp_text(&p, t) == t, "gp_text: its own output needs nothing more");
	T_EQ_STR(written(gp_str, t), "'x\\x0a!touch y\\x1b'",
		 "gp_str of gp_text: the same escapes, none twice");
	plot_out_close(&p);
	T_OK(!p.texts, "plot_out_close: gp_text's copies freed");
}

/* words - @s with every run of spaces and line breaks made one space */
static void words(char *out, size_t n, const char *s)
{
	size_t o = 0;

	for (; *s && o + 1 < n; s++) {
		if (*s == ' ' || *s == '\n') {
			if (o && out[o - 1] != ' ')
				out[o++] = ' ';
			continue;
		}
		out[o++] = *s;
	}
	while (o && out[o - 1] == ' ')
		o--;
	out[o] = 0;
}

static void test_gp_cut(void)
{
	char out[64];
	int w;

	T_EQ_STR(gp_cut(out, sizeof(out), "short", 400), "short", "gp_cut: what fits is kept");
	gp_cut(out, sizeof(out), "abcdefghijklmnopqrstuvwxyz", 100);
	w = gp_text_width(out, strlen(out));
	T_OK(w <= 100 && w > 70 && !strcmp(out + strlen(out) - 3, "...") &&
		     !strncmp(out, "abcdef", 6),
	     "gp_cut: cut to the width, marked ... ('%s', %d px)", out, w);
	gp_cut(out, sizeof(out), "ab\\x1b\\x1b\\x1b\\x1b\\x1b", 110);
	T_OK(strlen(out) > 5 && (strlen(out) - 3 - 2) % 4 == 0,
	     "gp_cut: never inside a \\xNN ('%s')", out);
	gp_cut(out, sizeof(out), "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", 60);
	T_OK((strlen(out) - 3) % 2 == 0, "gp_cut: never inside a UTF-8 character ('%s')", out);
	gp_cut(out, 8, "abcdefghijklmnopqrstuvwxyz", 1000);
	T_EQ_STR(out, "abcd...", "gp_cut: a small buffer: cut to it");
}

static void test_gp_wrap(void)
{
	const char *title = "108 runs, 6 configurations: ondemand, schedutil, performance on "
			    "acpi-cpufreq and amd-pstate; baseline acpi-cpufreq/ondemand\n"
			    "metric ratio of each configuration to the baseline, per benchmark";
	char out[1024], a[1024], b[1024], *line, *save;
	int n, widest = 0, lines = 0, w;
	char big[200];

	T_EQ_INT(gp_text_width("", 0), 0, "gp_text_width: nothing is 0 pixels");
	T_OK(gp_text_width("ab", 2) < gp_text_width("abW", 3),
	     "gp_text_width: a letter more is wider");
	T_EQ_INT(gp_text_width("abc\nab", 6), gp_text_width("abc", 3),
		 "gp_text_width: the widest line counts");
	n = gp_wrap(out, sizeof(out), title, 400);
	words(a, sizeof(a), title);
	words(b, sizeof(b), out);
	T_OK(!strcmp(a, b), "gp_wrap: the words kept, in order");
	for (line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		w = gp_text_width(line, strlen(line));
		widest = w > widest ? w : widest;
		lines++;
	}
	T_OK(widest <= 400 && widest > 300, "gp_wrap: lines of at most 400 pixels, filled (%d)",
	     widest);
	T_EQ_INT(n, lines, "gp_wrap: the lines counted");
	T_OK(n >= 4, "gp_wrap: the title's own line break kept, the rest wrapped (%d lines)", n);
	/* a word wider than the width: cut into pieces that fit */
	memset(big, 'W', sizeof(big) - 1);
	big[sizeof(big) - 1] = 0;
	n = gp_wrap(out, sizeof(out), big, 200);
	widest = 0;
	lines = 0;
	for (line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		w = gp_text_width(line, strlen(line));
		widest = w > widest ? w : widest;
		lines++;
	}
	T_OK(widest <= 200 && n == lines && n > 1, "gp_wrap: a long word cut to fit (%d lines)", n);
	/* a buffer too small: cut, terminated */
	n = gp_wrap(out, 16, title, 400);
	T_OK(strlen(out) == 15 && !strncmp(out, title, 15), "gp_wrap: a small buffer: cut, '%s'",
	     out);
}

static void test_timeline(void)
{
	struct plot_ctx p;
	struct analysis a;
	struct run r;
	int cpus[] = {3, 2}, i, bad = 0;
	char *t;
	const char *b;

	fake(&p, &a, &r);
	/* window 0 .. 24000 ns; 1200 bins of 20 ns; merge distance 10 ns */
	a.from = 1000000;
	a.to = a.from + 24000;
	a.last_ts = a.to;
	p.t0 = a.from;
	p.tl = tl_new(cpus, 2);
	/* requests every 5 ns alternating 0.2 / 0.8: 4800 segments, binned */
	for (i = 0; i < 4800; i++)
		tl_request(p.tl, &a, 3, a.from + 5 * (uint64_t)i, i % 2 ? 0.8 : 0.2);
	/* three windows, as they are; another CPU's is not drawn */
	tl_window(p.tl, &a, 3, a.from, a.from + 100, 0.5, 0.4, 0.9, 1000);
	tl_window(p.tl, &a, 3, a.from + 100, a.from + 200, 0.5, 0.45, 1.0, 1000);
	tl_window(p.tl, &a, 3, a.from + 300, a.from + 400, 0.6, 0.5, 1.0, 1000);
	tl_window(p.tl, &a, 1, a.from, a.from + 100, 0.5, 0.4, 0.9, 1000);
	/* runs: two closer than 10 ns merge, the third stays apart */
	tl_run(p.tl, &a, 3, a.from, a.from + 1000, RUN_WORKLOAD);
	tl_run(p.tl, &a, 3, a.from + 1005, a.from + 2000, RUN_WORKLOAD);
	tl_run(p.tl, &a, 3, a.from + 5000, a.from + 6000, RUN_WORKLOAD);
	tl_run(p.tl, &a, 3, a.from + 7000, a.from + 7010, RUN_SUGOV);
	/* ticks 2 ns apart are drawn once */
	tl_tick(p.tl, &a, 3, a.from + 100, 0);
	tl_tick(p.tl, &a, 3, a.from + 102, 0);
	tl_tick(p.tl, &a, 3, a.from + 500, 0);
	/* on another CPU, 6000 runs of 2 ns every 4 ns and 6000 wakeups: per bin */
	for (i = 0; i < 6000; i++) {
		tl_run(p.tl, &a, 2, a.from + 4 * (uint64_t)i, a.from + 4 * (uint64_t)i + 2,
		       RUN_OTHER);
		tl_tick(p.tl, &a, 2, a.from + 4 * (uint64_t)i + 1, 0);
	}
	tl_write(&p);
	commit(&p);
	t = slurp("timeline.dat");
	T_OK(t != NULL, "timeline: timeline.dat written");
	b = block(t, "cpu 2: other runs");
	T_OK(strstr(t, "# 6000 runs, 0.000012000 s; in 1200 bins"), "timeline: 6000 runs binned");
	for (i = 0, bad = 0; b && i < 1200; i++) {
		double x0, x1, share;

		if (sscanf(b, "%lf %lf %lf", &x0, &x1, &share) != 3 || fabs(share - 0.5) > 1e-6 ||
		    fabs(x0 - i * 20e-9) > 1e-12)
			bad++;
		b = strchr(b, '\n');
		b = b ? b + 1 : NULL;
	}
	T_EQ_INT(bad, 0, "timeline: each bin ran half the time");
	b = block(t, "cpu 2: wakeups");
	T_OK(b && !strncmp(b, "0.000000000 0.000000020 5 1.000000\n", 35),
	     "timeline: 6000 wakeups counted per bin");
	b = block(t, "cpu 3: requested");
	T_OK(b && strstr(t, "4800 segments, in 1200 bins"), "timeline: 4800 requests are binned");
	for (i = 0; b && i < 1200; i++) {
		double x, mean, mn, mx;

		if (sscanf(b, "%lf %lf %lf %lf", &x, &mean, &mn, &mx) != 4 ||
		    fabs(mean - 0.5) > 1e-9 || mn != 0.2 || mx != 0.8 ||
		    fabs(x - (i + 0.5) * 20e-9) > 1e-12)
			bad++;
		b = strchr(b, '\n');
		b = b ? b + 1 : NULL;
	}
	T_EQ_INT(bad, 0, "timeline: each bin has the time-weighted mean 0.5, min 0.2, max 0.8");
	b = block(t, "cpu 3: delivered");
	T_EQ_INT(row_count(b), 6, "timeline: 3 windows as they are, two rows each");
	T_OK(b && !strncmp(b,
			   "0.000000000 0.400000\n0.000000100 0.400000\n0.000000100 0.450000\n"
			   "0.000000200 0.450000\n\n0.000000300 0.500000",
			   105),
	     "timeline: windows as steps, a gap before a window that does not follow on");
	T_OK(!strstr(t, "cpu 1:"), "timeline: a CPU not chosen is not drawn");
	b = block(t, "cpu 3: workload runs");
	T_OK(strstr(t, "# 3 runs, 0.000002995 s"), "timeline: runs and their time counted");
	T_OK(b && !strncmp(b, "0.000000000 0.000002000\n0.000005000 0.000006000\n", 48),
	     "timeline: runs closer than the merge distance are merged");
	T_OK(block(t, "cpu 3: governor runs") != NULL, "timeline: sugov runs in the governor row");
	b = block(t, "cpu 3: wakeups");
	T_EQ_INT(row_count(b), 2, "timeline: ticks closer than the merge distance drawn once");
	T_OK(strstr(t, "# 3 events;") != NULL, "timeline: ... and all counted");
	free(t);
	t = slurp("timeline.gp");
	T_OK(t && strstr(t, "datafile = 'timeline.dat'") &&
		 strstr(t, "set output 'timeline.' . fmt"),
	     "timeline.gp reads timeline.dat by a relative path, writes png and svg");
	T_OK(t && strstr(t, "index 'cpu 3: requested' using 1:3:4 with filledcurves"),
	     "timeline.gp draws the binned request's min-max band");
	free(t);
	tl_free(p.tl);
}

static void test_latency(void)
{
	struct plot_ctx p;
	struct analysis a;
	struct run r;
	uint64_t v;
	char *t;
	const char *b;
	double pc, us;

	fake(&p, &a, &r);
	p.dist = plot_dist_new();
	/* 1..100 us in a scrambled order; the odd ones at request 0.1, the even unknown */
	for (v = 0; v < 100; v++) {
		uint64_t us_v = (v * 37) % 100 + 1;

		plot_dist_latency(p.dist, us_v * 1000, us_v % 2 ? 0.1 : NAN);
	}
	plot_latency_write(&p);
	commit(&p);
	t = slurp("latency.dat");
	T_OK(t && strstr(t, "# all: n 100, p50 50.000, p90 90.000, p99 99.000, max 100.000"),
	     "latency: the summary of all samples");
	b = block(t, "all:");
	T_OK(b && sscanf(b, "%lf %lf", &pc, &us) == 2 && pc == 0.1 && us == 1.0,
	     "latency: the 0.1 percentile is the smallest");
	b = b ? strstr(b, "\n50.0 ") : NULL;
	T_OK(b && sscanf(b + 1, "%lf %lf", &pc, &us) == 2 && us == 50.0,
	     "latency: row 50.0 is the 50th smallest (nearest rank)");
	T_OK(t && strstr(t, "\n100.0 100.000 100\n"), "latency: row 100.0 is the largest");
	T_OK(t && strstr(t, "# band lt_25: n 50, p50 49.000"),
	     "latency: band lt_25 by the request");
	T_OK(t && strstr(t, "# band none: n 50, p50 50.000"), "latency: band none without one");
	T_EQ_INT(row_count(block(t, "band none:")), 1000, "latency: 1000 percentile rows");
	free(t);
	plot_dist_free(p.dist);
}

static void test_delay(void)
{
	struct plot_ctx p;
	struct analysis a;
	struct run r;
	char *t;
	const char *b;
	int n = 0, c;
	double lo, hi, share;

	fake(&p, &a, &r);
	p.dist = plot_dist_new();
	a.path = PATH_KTHREAD;
	a.rate_limit_us = 200;
	plot_dist_delay(p.dist, 0, 0, PATH_KTHREAD);
	plot_dist_delay(p.dist, 3000, 0, PATH_KTHREAD);
	plot_dist_delay(p.dist, 3100, 0, PATH_KTHREAD);
	plot_dist_delay(p.dist, 250000, 0, PATH_KTHREAD);
	plot_dist_delay(p.dist, 7000, 1, PATH_KTHREAD); /* from the waking: not this run's */
	plot_delay_write(&p);
	commit(&p);
	t = slurp("delay.dat");
	b = block(t, "path kthread:");
	while (b && sscanf(b, "%lf %lf %d %lf", &lo, &hi, &c, &share) == 4) {
		n += c;
		b = strchr(b, '\n');
		b = b ? b + 1 : NULL;
	}
	T_EQ_INT(n, 4, "delay: the histogram counts every queue_work sample once");
	T_OK(t && strstr(t, "# path kthread: n 4, p50 3.000, p90 250.000, p99 250.000"),
	     "delay: the summary");
	free(t);
	t = slurp("delay.gp");
	T_OK(t && strstr(t, "rate_limit = 200"), "delay.gp marks rate_limit_us");
	free(t);
	plot_dist_free(p.dist);
}

static void test_heatmap(void)
{
	struct plot_ctx p;
	struct analysis a;
	struct run r;
	char *t;

	fake(&p, &a, &r);
	p.perf = plot_perf_new(&p);
	plot_perf_window(&p, 0, 0, 100, 0.5, 0.25, 0.5, 1000);
	plot_perf_window(&p, 0, 100, 200, 1.0, 0.5, 1.0, 3000);
	plot_perf_window(&p, 1, 0, 100, NAN, 0.5, 1.0, 1000); /* request unknown */
	plot_heatmap_write(&p);
	commit(&p);
	t = slurp("heatmap.dat");
	T_OK(t && strstr(t, "with a known request 2, sum(mperf) 4000,\n# sum(mperf*requested) "
			    "3500.000000 -> requested_ratio 0.875000"),
	     "heatmap: the report's requested_ratio from the windows' sums");
	T_OK(t && strstr(t, "known delivered\n# 3, sum(mperf) 5000, sum(mperf*delivered) "
			    "2250.000000 -> delivered_ratio 0.450000"),
	     "heatmap: ... and delivered_ratio");
	free(t);
	t = slurp("windows.dat");
	T_OK(t && strstr(t, "\n0 0.000000000 0.000000100 0.5 0.25 0.5 1000\n") &&
		 strstr(t, "\n1 0.000000000 0.000000100 NaN 0.5 1 1000\n"),
	     "windows.dat: one row per window, NaN when not known");
	free(t);
	plot_perf_free(p.perf);
}

int main(void)
{
	char cmd[600];

	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	test_gp_str();
	test_gp_cut();
	test_gp_wrap();
	test_timeline();
	test_latency();
	test_delay();
	test_heatmap();
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		T_OK(0, "remove %s", dir);
	T_DONE();
}
