# xp860's own case, in the form of the GNU i860 suite: the alignment rules.
# A d. instruction opens an 8-byte pair; d. takes no core instruction but fnop;
# displacements are multiples of their operand size, relocated ones too.
	.text
	nop
	d.fadd.ss	%f2,%f3,%f4
	nop
	nop
	d.pfmul.dd	%f2,%f4,%f6
	nop
	d.fnop
	nop
	nop
	d.fnop
	d.shrd	%r1,%r2,%r3
	ld.l	2(%r1),%r4
	fld.q	l%ext+8(%r1),%f4
	st.s	%r4,l%ext+1(%r1)
	fld.d	12(%r1)++,%f4
	.align	3
	br	.+6
