// SPDX-License-Identifier: GPL-2.0
/*
 * jfmt.c - the JSON members compare's printers share (out.c, why_out.c):
 * a key and its number, string, integer or interval.
 */
#include "compare/compare.h"
#include "json.h"

void cmp_jnum(struct json_writer *jw, const char *key, double v)
{
	jw_key(jw, key);
	jw_sig(jw, v, 6);
}

void cmp_jstr(struct json_writer *jw, const char *key, const char *s)
{
	jw_key(jw, key);
	jw_string(jw, s);
}

void cmp_jint(struct json_writer *jw, const char *key, long long v)
{
	jw_key(jw, key);
	jw_int(jw, v);
}

void cmp_jinterval(struct json_writer *jw, int have, double lo, double hi)
{
	if (!have) {
		jw_null(jw);
		return;
	}
	jw_array_inline(jw);
	jw_sig(jw, lo, 6);
	jw_sig(jw, hi, 6);
	jw_end(jw);
}
