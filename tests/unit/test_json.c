// SPDX-License-Identifier: GPL-2.0
/*
 * test_json - the JSON writer: what it prints is valid JSON that SQLite's
 * JSON functions read back as written (strings escaped, nesting, null for
 * NAN), numbers exact (glibc's strtod gives back the very double), and the
 * layout: one member per line, or one line for an inline container.
 */
#include <stdint.h>
#include "json.h"
#include "test.h"

static void test_layout(void)
{
	struct json_writer jw;

	jw_init(&jw);
	jw_object(&jw);
	jw_key(&jw, "a");
	jw_int(&jw, 1);
	jw_key(&jw, "dist");
	jw_object_inline(&jw);
	jw_key(&jw, "count");
	jw_uint(&jw, 3);
	jw_key(&jw, "list");
	jw_array(&jw); /* inside an inline one: inline too */
	jw_string(&jw, "x");
	jw_null(&jw);
	jw_end(&jw);
	jw_end(&jw);
	jw_key(&jw, "rows");
	jw_array(&jw);
	jw_object_inline(&jw);
	jw_key(&jw, "cpu");
	jw_int(&jw, 0);
	jw_end(&jw);
	jw_bool(&jw, 0);
	jw_end(&jw);
	jw_key(&jw, "empty");
	jw_object(&jw);
	jw_end(&jw);
	jw_key(&jw, "none");
	jw_array_inline(&jw);
	jw_end(&jw);
	jw_end(&jw);
	T_EQ_STR(jw_text(&jw),
		 "{\n"
		 "  \"a\": 1,\n"
		 "  \"dist\": {\"count\": 3, \"list\": [\"x\", null]},\n"
		 "  \"rows\": [\n"
		 "    {\"cpu\": 0},\n"
		 "    false\n"
		 "  ],\n"
		 "  \"empty\": {},\n"
		 "  \"none\": []\n"
		 "}\n",
		 "layout: a member per line, inline containers on one line");
	T_EQ_STR(t_json(jw_text(&jw), "$.dist.list[0]"), "x", "layout: SQLite reads it");
	jw_free(&jw);

	jw_init(&jw);
	jw_array_inline(&jw);
	jw_int(&jw, -5);
	jw_string(&jw, NULL);
	jw_end(&jw);
	T_EQ_STR(jw_text(&jw), "[-5, null]\n", "a top-level inline array; NULL string is null");
	jw_free(&jw);
}

static void test_strings(void)
{
	static const char key[] = "{\"k\\\"ey\": 1, ";
	static const char s[] = "quote \" back \\ nl \n tab \t cr \r bell \a del \x7f ünï";
	struct json_writer jw;

	jw_init(&jw);
	jw_object_inline(&jw);
	jw_key(&jw, "k\"ey");
	jw_int(&jw, 1);
	jw_key(&jw, "s");
	jw_string(&jw, s);
	jw_end(&jw);
	T_OK(!strncmp(jw_text(&jw), key, strlen(key)), "strings: a key is escaped too: %s",
	     jw_text(&jw));
	T_EQ_STR(t_json(jw_text(&jw), "$.s"), s,
		 "strings: control characters, quotes and UTF-8 read back as written");
	T_OK(strstr(jw_text(&jw), "\\u0007") && strstr(jw_text(&jw), "\\u007f") &&
		     strstr(jw_text(&jw), "\\n") && !strchr(jw_text(&jw), '\a'),
	     "strings: control characters escaped: %s", jw_text(&jw));
	jw_free(&jw);
}

/* test_utf8 - whatever bytes a label holds, the JSON is UTF-8 and reads
 * back: bytes outside UTF-8 as U+FFFD, C1 controls and U+2028 escaped */
static void test_utf8(void)
{
	static const char s[] = "a\xff\xc3(b\xc2\x9b" "31m\xe2\x80\xa8\xed\xa0\x80\xf0\x9f\x98\x80";
	struct json_writer jw;
	const char *t;

	jw_init(&jw);
	jw_string(&jw, s);
	t = jw_text(&jw);
	T_EQ_STR(t, "\"a\\ufffd\\ufffd(b\\u009b31m\\u2028\\ufffd\\ufffd\\ufffd\xf0\x9f\x98\x80\"\n",
		 "utf8: invalid bytes are U+FFFD, C1 and U+2028 escaped, the rest kept");
	T_EQ_STR(t_json(t, "$"), "a\xef\xbf\xbd\xef\xbf\xbd(b\xc2\x9b" "31m\xe2\x80\xa8\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xf0\x9f\x98\x80",
		 "utf8: SQLite reads it back");
	jw_free(&jw);
}

/* num - @v written by @how (0 exact, 1 fixed 3, 2 sig 6) alone */
static const char *num(double v, int how)
{
	static char buf[64];
	struct json_writer jw;

	jw_init(&jw);
	jw_array_inline(&jw);
	if (how == 0)
		jw_double(&jw, v);
	else if (how == 1)
		jw_fixed(&jw, v, 3);
	else
		jw_sig(&jw, v, 6);
	jw_end(&jw);
	snprintf(buf, sizeof(buf), "%s", jw_text(&jw) + 1);
	buf[strcspn(buf, "]")] = '\0';
	jw_free(&jw);
	return buf;
}

static void test_numbers(void)
{
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	int i, bad = 0, longest = 0;

	T_EQ_STR(num(1000001, 0), "1000001", "numbers: a count with all its digits (not 1e+06)");
	T_EQ_STR(num(9007199254740991.0, 0), "9007199254740991", "numbers: 2^53 - 1 exactly");
	T_EQ_STR(num(0.1, 0), "0.1", "numbers: 0.1 with the fewest digits");
	T_EQ_STR(num(-2.5, 0), "-2.5", "numbers: negative");
	T_EQ_STR(num(NAN, 0), "null", "numbers: NAN is null");
	T_EQ_STR(num(INFINITY, 0), "null", "numbers: infinity is null");
	T_EQ_STR(num(-INFINITY, 1), "null", "numbers: fixed: infinity is null");
	T_EQ_STR(num(NAN, 2), "null", "numbers: significant: NAN is null");
	T_EQ_STR(num(0.5, 1), "0.500", "numbers: fixed decimals");
	T_EQ_STR(num(1234567, 2), "1.23457e+06", "numbers: significant digits");
	/* any double reads back as itself, in at most 17 significant digits */
	for (i = 0; i < 20000; i++) {
		double v;
		const char *s;

		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		memcpy(&v, &x, sizeof(v));
		if (!isfinite(v))
			continue;
		s = num(v, 0);
		if (strtod(s, NULL) != v)
			bad++;
		if ((int)strlen(s) > longest)
			longest = (int)strlen(s);
	}
	T_EQ_INT(bad, 0, "numbers: 20000 random doubles read back exactly (longest %d chars)",
		 longest);
	T_EQ_STR(num(0.00001, 2), "1e-05", "numbers: significant digits, small");
	T_OK(strcmp(t_json("[1e-05]", "$[0]"), "(invalid json)") != 0,
	     "numbers: an exponent is valid JSON");
}

static void test_depth(void)
{
	struct json_writer jw;
	int i;

	jw_init(&jw);
	for (i = 0; i < JSON_MAX_DEPTH; i++) {
		jw_object_inline(&jw);
		jw_key(&jw, "k");
	}
	jw_int(&jw, 7);
	for (i = 0; i < JSON_MAX_DEPTH; i++)
		jw_end(&jw);
	T_EQ_STR(t_json(jw_text(&jw), "$.k.k.k.k.k.k.k.k.k.k.k.k.k.k.k.k"), "7",
		 "nesting: %d levels", JSON_MAX_DEPTH);
	T_OK(!jw.overflow && jw.depth == 0, "nesting: closed");
	jw_free(&jw);
}

int main(void)
{
	test_layout();
	test_strings();
	test_utf8();
	test_numbers();
	test_depth();
	T_DONE();
}
