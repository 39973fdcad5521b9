// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_pcc_write(struct analysis *a)
{
	(void)a;
}
