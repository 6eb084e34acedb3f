# xp860's own case, in the form of the GNU i860 suite: branch targets that wrap
# below 0 and onto 0, with relocations; objdump adds in 32 bits, as on the host
# the suite's expectations come from.
	.text
start:	nop
	br	start-16
	nop
	bte	%r1,%r4,start
	nop
	bla	%r4,%r5,start-0x1ffe8
	nop
	call	ext+8
	nop
	btne	3,%r4,far
	nop
	bc.t	next
	nop
next:	bnc	start
