/* Auto-generated file. Do not edit!
 *   Template: templates/bitsliced/streebog.c.j2
 *   Generator: gostgen generator (generator/gostgen/emit.py)
 *   Inputs: dsl/gost28147.gg, dsl/streebog.gg, backends/bitsliced.py
 *   Regenerate with: python -m gostgen.generate */
/* Streebog's compression g_N, constant-time portable C: bitsliced (see backends/bitsliced.py).
 * A 512-bit value is 8 planes, plane b holding bit b of every byte (lane = byte index): S is a
 * Boolean circuit for pi, P an 8x8 bit transpose of every plane, L masked byte rotations; all
 * computed by the generator from dsl/streebog.gg. No branch or memory index depends on data. */
#include "gg_backend.h"
#include "gg_bytes.h"

/* C in plane form */
static const uint64_t C_consts[12][8] = {
    { UINT64_C(0xa1f5949c970383b3), UINT64_C(0x3ee1f9408ce2510d), UINT64_C(0x0827ad5f4409fea7), UINT64_C(0x7fe3c871c2300a90), UINT64_C(0xba0323a958037498), UINT64_C(0x81a6e8a966ac752c), UINT64_C(0x37ce76cbe6466eba), UINT64_C(0x97d80237388a08cc) },
    { UINT64_C(0xeeeb86d7726ade4f), UINT64_C(0xd3d9fe38bc1f3d83), UINT64_C(0xa6bb407c64c2cba1), UINT64_C(0x9fa86b30938d5642), UINT64_C(0x2527d16defc8d957), UINT64_C(0xea46f685506220dd), UINT64_C(0x80d5f0e015b9cfd0), UINT64_C(0x7c63e144c65b6e87) },
    { UINT64_C(0x8b45532fa5d31390), UINT64_C(0x0f88bbc3e236de6f), UINT64_C(0xf727b63036106870), UINT64_C(0x3efc3747226306ce), UINT64_C(0xe0657ebb8f3267f5), UINT64_C(0xda7d40ef553c6515), UINT64_C(0xe52878e3d0ceb610), UINT64_C(0xb52245c8dbc2eab5) },
    { UINT64_C(0xf4ad2993cd7a5b06), UINT64_C(0xf3005845567f6aa5), UINT64_C(0xe60b77b76b418279), UINT64_C(0xe8c9d7bda8812471), UINT64_C(0x758d1fe743fdcb32), UINT64_C(0x9ab61b5ba951b7b5), UINT64_C(0xabef954c4b846506), UINT64_C(0xb9b36090dac93d3e) },
    { UINT64_C(0xaf67d0b7fbdc0b51), UINT64_C(0xe6c39d56b5dff643), UINT64_C(0x1e58fcf7fad5515f), UINT64_C(0xf9dcb147c4c29c3e), UINT64_C(0x01c0faf3a6d3d17b), UINT64_C(0x784f80a38f5cbf9e), UINT64_C(0xe629811252c0d7bf), UINT64_C(0x5984045bc3d02d12) },
    { UINT64_C(0x4bb298409220e302), UINT64_C(0xf6b8446bf6ff9a99), UINT64_C(0xf8c0e353bb37ab0f), UINT64_C(0xfd9a91eacca482d3), UINT64_C(0x0f1e18fc5f65dd92), UINT64_C(0xb4ded3547355d9d7), UINT64_C(0x43a97d45c05a72ff), UINT64_C(0xb361323ff74fa480) },
    { UINT64_C(0x428a97dbb972e111), UINT64_C(0x7c387ef665d44b69), UINT64_C(0xfb7d7e601bc3f476), UINT64_C(0x2d5ac52daa2c1698), UINT64_C(0x9099c4be4100c52f), UINT64_C(0x8d5c8c342b288d08), UINT64_C(0xcb9139c510643332), UINT64_C(0xcf787f83741009c3) },
    { UINT64_C(0xefc3509c74fd1d6a), UINT64_C(0xf5f4c7153e11a04f), UINT64_C(0x494ccf6a8227d0fb), UINT64_C(0xea2cab9d74b14b69), UINT64_C(0xe4007f558d489d59), UINT64_C(0x01647450a095d2ca), UINT64_C(0x3a47b22e90ca2d52), UINT64_C(0x87606ac7dd6e639a) },
    { UINT64_C(0xc5025c7619c40c5d), UINT64_C(0xeb27b2105efc9e8f), UINT64_C(0xd8cf49b5220fa420), UINT64_C(0x617bf4c65af2ee03), UINT64_C(0xbdb7f0f00d937493), UINT64_C(0x8608e99805c843c4), UINT64_C(0x305b42682a8129f3), UINT64_C(0x41b904598f3a3809) },
    { UINT64_C(0x8623e9efef081d35), UINT64_C(0xf34b2dddfbcea730), UINT64_C(0x762438c0e8658ae7), UINT64_C(0xe2d09fd88de8641b), UINT64_C(0x618b1bcc82dffeda), UINT64_C(0xd2ef2a666ebda6d1), UINT64_C(0x23376b6265a731b5), UINT64_C(0xf82fad70c801737b) },
    { UINT64_C(0xcb183f5172bc259f), UINT64_C(0xa96e7e0299c6d4c5), UINT64_C(0x6833020e50be8532), UINT64_C(0xef16fc01dffbb7d3), UINT64_C(0xb187d0096259a305), UINT64_C(0x898a7d933aca44a6), UINT64_C(0xdd3ee9033daebfd4), UINT64_C(0x7f33dc249be1ca7c) },
    { UINT64_C(0xba468707b4c43b0e), UINT64_C(0xf5c115232191a636), UINT64_C(0xf408ef12b3e07042), UINT64_C(0x4105ae83ba5a8bd4), UINT64_C(0x8fd33fbb9c41ff6e), UINT64_C(0xbb1379cc20b6c449), UINT64_C(0x38858590a285d89a), UINT64_C(0x69b2cc9377bcdd6a) },
};

/* L's masks: bit r of every byte where an output bit takes a rotated input bit (see lpsx) */
static const uint64_t lmask[501] = {
UINT64_C(0x8181818181818181), UINT64_C(0x3434343434343434), UINT64_C(0x5252525252525252), 
UINT64_C(0x9898989898989898), UINT64_C(0xf6f6f6f6f6f6f6f6), UINT64_C(0xf2f2f2f2f2f2f2f2), 
UINT64_C(0x3434343434343434), UINT64_C(0x7272727272727272), UINT64_C(0xf3f3f3f3f3f3f3f3), 
UINT64_C(0x4e4e4e4e4e4e4e4e), UINT64_C(0xbfbfbfbfbfbfbfbf), UINT64_C(0x2222222222222222), 
UINT64_C(0x0e0e0e0e0e0e0e0e), UINT64_C(0xc7c7c7c7c7c7c7c7), UINT64_C(0xa6a6a6a6a6a6a6a6), 
UINT64_C(0x1818181818181818), UINT64_C(0x0202020202020202), UINT64_C(0xf7f7f7f7f7f7f7f7), 
UINT64_C(0x1010101010101010), UINT64_C(0x1515151515151515), UINT64_C(0xf0f0f0f0f0f0f0f0), 
UINT64_C(0x8282828282828282), UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x4444444444444444), 
UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0x0808080808080808), 
UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0x8b8b8b8b8b8b8b8b), 
UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0x0404040404040404), 
UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), UINT64_C(0xc9c9c9c9c9c9c9c9), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x0f0f0f0f0f0f0f0f), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), UINT64_C(0x0202020202020202), 
UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), UINT64_C(0x8383838383838383), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), UINT64_C(0x9e9e9e9e9e9e9e9e), 
UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), UINT64_C(0x3838383838383838), 
UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), UINT64_C(0x6060606060606060), 
UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0xb8b8b8b8b8b8b8b8), 
UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0xc5c5c5c5c5c5c5c5), 
UINT64_C(0x8888888888888888), UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xfcfcfcfcfcfcfcfc), 
UINT64_C(0xbcbcbcbcbcbcbcbc), UINT64_C(0x5d5d5d5d5d5d5d5d), UINT64_C(0x2c2c2c2c2c2c2c2c), 
UINT64_C(0x6a6a6a6a6a6a6a6a), UINT64_C(0x8181818181818181), UINT64_C(0x3434343434343434), 
UINT64_C(0x5252525252525252), UINT64_C(0x9898989898989898), UINT64_C(0xf6f6f6f6f6f6f6f6), 
UINT64_C(0xf2f2f2f2f2f2f2f2), UINT64_C(0x3434343434343434), UINT64_C(0x7272727272727272), 
UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x4e4e4e4e4e4e4e4e), UINT64_C(0xbfbfbfbfbfbfbfbf), 
UINT64_C(0x2222222222222222), UINT64_C(0x0e0e0e0e0e0e0e0e), UINT64_C(0xc7c7c7c7c7c7c7c7), 
UINT64_C(0xa6a6a6a6a6a6a6a6), UINT64_C(0x1818181818181818), UINT64_C(0x0202020202020202), 
UINT64_C(0xf7f7f7f7f7f7f7f7), UINT64_C(0x1010101010101010), UINT64_C(0x1515151515151515), 
UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x8282828282828282), UINT64_C(0xc2c2c2c2c2c2c2c2), 
UINT64_C(0x4444444444444444), UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), 
UINT64_C(0x0808080808080808), UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), 
UINT64_C(0x8b8b8b8b8b8b8b8b), UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), 
UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), 
UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), 
UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), 
UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), 
UINT64_C(0x3838383838383838), UINT64_C(0x7272727272727272), UINT64_C(0xf5f5f5f5f5f5f5f5), 
UINT64_C(0xafafafafafafafaf), UINT64_C(0x7474747474747474), UINT64_C(0x6060606060606060), 
UINT64_C(0x1111111111111111), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0xe2e2e2e2e2e2e2e2), 
UINT64_C(0x3636363636363636), UINT64_C(0xc6c6c6c6c6c6c6c6), UINT64_C(0xb0b0b0b0b0b0b0b0), 
UINT64_C(0xdededededededede), UINT64_C(0xb2b2b2b2b2b2b2b2), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x8a8a8a8a8a8a8a8a), UINT64_C(0x7272727272727272), UINT64_C(0x8383838383838383), 
UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x4242424242424242), UINT64_C(0x8d8d8d8d8d8d8d8d), 
UINT64_C(0x0606060606060606), UINT64_C(0x7070707070707070), UINT64_C(0x3434343434343434), 
UINT64_C(0xb0b0b0b0b0b0b0b0), UINT64_C(0xb7b7b7b7b7b7b7b7), UINT64_C(0x7979797979797979), 
UINT64_C(0x7f7f7f7f7f7f7f7f), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0x4747474747474747), 
UINT64_C(0x6767676767676767), UINT64_C(0x2d2d2d2d2d2d2d2d), UINT64_C(0x8282828282828282), 
UINT64_C(0x6c6c6c6c6c6c6c6c), UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x0808080808080808), 
UINT64_C(0x1616161616161616), UINT64_C(0x3939393939393939), UINT64_C(0x2b2b2b2b2b2b2b2b), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0xcdcdcdcdcdcdcdcd), UINT64_C(0x8d8d8d8d8d8d8d8d), 
UINT64_C(0x3131313131313131), UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x3030303030303030), 
UINT64_C(0x9494949494949494), UINT64_C(0xaaaaaaaaaaaaaaaa), UINT64_C(0x4e4e4e4e4e4e4e4e), 
UINT64_C(0xbbbbbbbbbbbbbbbb), UINT64_C(0xedededededededed), UINT64_C(0x4848484848484848), 
UINT64_C(0x1818181818181818), UINT64_C(0x4040404040404040), UINT64_C(0x5757575757575757), 
UINT64_C(0xfdfdfdfdfdfdfdfd), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0x3737373737373737), 
UINT64_C(0xb9b9b9b9b9b9b9b9), UINT64_C(0x6262626262626262), UINT64_C(0xfbfbfbfbfbfbfbfb), 
UINT64_C(0xd6d6d6d6d6d6d6d6), UINT64_C(0xb2b2b2b2b2b2b2b2), UINT64_C(0xc4c4c4c4c4c4c4c4), 
UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0x3a3a3a3a3a3a3a3a), UINT64_C(0x4848484848484848), 
UINT64_C(0xbdbdbdbdbdbdbdbd), UINT64_C(0x1a1a1a1a1a1a1a1a), UINT64_C(0xd3d3d3d3d3d3d3d3), 
UINT64_C(0xcdcdcdcdcdcdcdcd), UINT64_C(0x6363636363636363), UINT64_C(0x3939393939393939), 
UINT64_C(0x8181818181818181), UINT64_C(0xbbbbbbbbbbbbbbbb), UINT64_C(0x1010101010101010), 
UINT64_C(0x5656565656565656), UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0xd6d6d6d6d6d6d6d6), 
UINT64_C(0x6666666666666666), UINT64_C(0xfafafafafafafafa), UINT64_C(0x3434343434343434), 
UINT64_C(0x3131313131313131), UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0xcbcbcbcbcbcbcbcb), 
UINT64_C(0x4242424242424242), UINT64_C(0x1818181818181818), UINT64_C(0x8a8a8a8a8a8a8a8a), 
UINT64_C(0xb0b0b0b0b0b0b0b0), UINT64_C(0xc7c7c7c7c7c7c7c7), UINT64_C(0xf4f4f4f4f4f4f4f4), 
UINT64_C(0x8282828282828282), UINT64_C(0x8585858585858585), UINT64_C(0x4f4f4f4f4f4f4f4f), 
UINT64_C(0xd0d0d0d0d0d0d0d0), UINT64_C(0xbfbfbfbfbfbfbfbf), UINT64_C(0x2a2a2a2a2a2a2a2a), 
UINT64_C(0xd9d9d9d9d9d9d9d9), UINT64_C(0x7d7d7d7d7d7d7d7d), UINT64_C(0x6767676767676767), 
UINT64_C(0x2929292929292929), UINT64_C(0x8e8e8e8e8e8e8e8e), UINT64_C(0xcececececececece), 
UINT64_C(0x6161616161616161), UINT64_C(0x8d8d8d8d8d8d8d8d), UINT64_C(0xa5a5a5a5a5a5a5a5), 
UINT64_C(0xf5f5f5f5f5f5f5f5), UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0x2e2e2e2e2e2e2e2e), 
UINT64_C(0xe4e4e4e4e4e4e4e4), UINT64_C(0x2121212121212121), UINT64_C(0x8989898989898989), 
UINT64_C(0xecececececececec), UINT64_C(0x0e0e0e0e0e0e0e0e), UINT64_C(0x7d7d7d7d7d7d7d7d), 
UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x7373737373737373), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0xfefefefefefefefe), UINT64_C(0x2828282828282828), UINT64_C(0x8383838383838383), 
UINT64_C(0x9d9d9d9d9d9d9d9d), UINT64_C(0x4e4e4e4e4e4e4e4e), UINT64_C(0x7878787878787878), 
UINT64_C(0x8383838383838383), UINT64_C(0x5c5c5c5c5c5c5c5c), UINT64_C(0x4545454545454545), 
UINT64_C(0x2b2b2b2b2b2b2b2b), UINT64_C(0x1d1d1d1d1d1d1d1d), UINT64_C(0x6e6e6e6e6e6e6e6e), 
UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), 
UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), 
UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), 
UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), 
UINT64_C(0x3838383838383838), UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), 
UINT64_C(0x6060606060606060), UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), 
UINT64_C(0xb8b8b8b8b8b8b8b8), UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x8686868686868686), UINT64_C(0x8686868686868686), UINT64_C(0x7979797979797979), 
UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x2525252525252525), UINT64_C(0x1010101010101010), 
UINT64_C(0x7b7b7b7b7b7b7b7b), UINT64_C(0x6565656565656565), UINT64_C(0x1111111111111111), 
UINT64_C(0x5353535353535353), UINT64_C(0xc4c4c4c4c4c4c4c4), UINT64_C(0xa4a4a4a4a4a4a4a4), 
UINT64_C(0xacacacacacacacac), UINT64_C(0x2626262626262626), UINT64_C(0xb9b9b9b9b9b9b9b9), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0x6d6d6d6d6d6d6d6d), UINT64_C(0x7a7a7a7a7a7a7a7a), 
UINT64_C(0x7575757575757575), UINT64_C(0xefefefefefefefef), UINT64_C(0xd4d4d4d4d4d4d4d4), 
UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7b7b7b7b7b7b7b7b), UINT64_C(0xa2a2a2a2a2a2a2a2), 
UINT64_C(0xb0b0b0b0b0b0b0b0), UINT64_C(0x0101010101010101), UINT64_C(0x4646464646464646), 
UINT64_C(0x2929292929292929), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4444444444444444), 
UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0x0808080808080808), 
UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0x8b8b8b8b8b8b8b8b), 
UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0x0404040404040404), 
UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), UINT64_C(0xc9c9c9c9c9c9c9c9), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x0f0f0f0f0f0f0f0f), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), UINT64_C(0x0202020202020202), 
UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), UINT64_C(0x8383838383838383), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), UINT64_C(0x9e9e9e9e9e9e9e9e), 
UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), UINT64_C(0x3838383838383838), 
UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), UINT64_C(0x6060606060606060), 
UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0xb8b8b8b8b8b8b8b8), 
UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0xa9a9a9a9a9a9a9a9), 
UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x8686868686868686), 
UINT64_C(0x8686868686868686), UINT64_C(0x7979797979797979), UINT64_C(0xf3f3f3f3f3f3f3f3), 
UINT64_C(0x2525252525252525), UINT64_C(0x1010101010101010), UINT64_C(0x7b7b7b7b7b7b7b7b), 
UINT64_C(0x6565656565656565), UINT64_C(0x1111111111111111), UINT64_C(0x5353535353535353), 
UINT64_C(0xc4c4c4c4c4c4c4c4), UINT64_C(0xa4a4a4a4a4a4a4a4), UINT64_C(0xacacacacacacacac), 
UINT64_C(0x2626262626262626), UINT64_C(0xb9b9b9b9b9b9b9b9), UINT64_C(0x0a0a0a0a0a0a0a0a), 
UINT64_C(0x6d6d6d6d6d6d6d6d), UINT64_C(0x7a7a7a7a7a7a7a7a), UINT64_C(0x7575757575757575), 
UINT64_C(0xefefefefefefefef), UINT64_C(0xd4d4d4d4d4d4d4d4), UINT64_C(0x0202020202020202), 
UINT64_C(0xf7f7f7f7f7f7f7f7), UINT64_C(0x1010101010101010), UINT64_C(0x1515151515151515), 
UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x8282828282828282), UINT64_C(0xc2c2c2c2c2c2c2c2), 
UINT64_C(0x4444444444444444), UINT64_C(0x3737373737373737), UINT64_C(0xc0c0c0c0c0c0c0c0), 
UINT64_C(0x0808080808080808), UINT64_C(0x4949494949494949), UINT64_C(0xa0a0a0a0a0a0a0a0), 
UINT64_C(0x8b8b8b8b8b8b8b8b), UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x6e6e6e6e6e6e6e6e), 
UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), UINT64_C(0x0303030303030303), 
UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0x0606060606060606), 
UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), UINT64_C(0xdddddddddddddddd), 
UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), UINT64_C(0x2121212121212121), 
UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x4343434343434343), 
UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), UINT64_C(0x6666666666666666), 
UINT64_C(0x3838383838383838), UINT64_C(0x7070707070707070), UINT64_C(0x0606060606060606), 
UINT64_C(0x6060606060606060), UINT64_C(0xc3c3c3c3c3c3c3c3), UINT64_C(0x0b0b0b0b0b0b0b0b), 
UINT64_C(0xb8b8b8b8b8b8b8b8), UINT64_C(0x0101010101010101), UINT64_C(0x2a2a2a2a2a2a2a2a), 
UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x8686868686868686), UINT64_C(0x8686868686868686), UINT64_C(0x7979797979797979), 
UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x2525252525252525), UINT64_C(0x1010101010101010), 
UINT64_C(0x7b7b7b7b7b7b7b7b), UINT64_C(0x6565656565656565), UINT64_C(0x1111111111111111), 
UINT64_C(0x5353535353535353), UINT64_C(0xc4c4c4c4c4c4c4c4), UINT64_C(0xa4a4a4a4a4a4a4a4), 
UINT64_C(0xacacacacacacacac), UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x4e4e4e4e4e4e4e4e), 
UINT64_C(0xbfbfbfbfbfbfbfbf), UINT64_C(0x2222222222222222), UINT64_C(0x0e0e0e0e0e0e0e0e), 
UINT64_C(0xc7c7c7c7c7c7c7c7), UINT64_C(0xa6a6a6a6a6a6a6a6), UINT64_C(0x1818181818181818), 
UINT64_C(0x0202020202020202), UINT64_C(0xf7f7f7f7f7f7f7f7), UINT64_C(0x1010101010101010), 
UINT64_C(0x1515151515151515), UINT64_C(0xf0f0f0f0f0f0f0f0), UINT64_C(0x8282828282828282), 
UINT64_C(0xc2c2c2c2c2c2c2c2), UINT64_C(0x4444444444444444), UINT64_C(0x3737373737373737), 
UINT64_C(0xc0c0c0c0c0c0c0c0), UINT64_C(0x0808080808080808), UINT64_C(0x4949494949494949), 
UINT64_C(0xa0a0a0a0a0a0a0a0), UINT64_C(0x8b8b8b8b8b8b8b8b), UINT64_C(0x9a9a9a9a9a9a9a9a), 
UINT64_C(0x6e6e6e6e6e6e6e6e), UINT64_C(0x0404040404040404), UINT64_C(0x1818181818181818), 
UINT64_C(0x0303030303030303), UINT64_C(0xc9c9c9c9c9c9c9c9), UINT64_C(0xa9a9a9a9a9a9a9a9), 
UINT64_C(0x4c4c4c4c4c4c4c4c), UINT64_C(0x0f0f0f0f0f0f0f0f), UINT64_C(0xc9c9c9c9c9c9c9c9), 
UINT64_C(0x0606060606060606), UINT64_C(0x0202020202020202), UINT64_C(0x3838383838383838), 
UINT64_C(0xdddddddddddddddd), UINT64_C(0x0a0a0a0a0a0a0a0a), UINT64_C(0xc5c5c5c5c5c5c5c5), 
UINT64_C(0x2121212121212121), UINT64_C(0x8383838383838383), UINT64_C(0x4c4c4c4c4c4c4c4c), 
UINT64_C(0x4343434343434343), UINT64_C(0x9e9e9e9e9e9e9e9e), UINT64_C(0x5454545454545454), 
UINT64_C(0x6666666666666666), UINT64_C(0x3838383838383838), UINT64_C(0x7070707070707070), 
UINT64_C(0x0606060606060606), UINT64_C(0x6060606060606060), UINT64_C(0xc3c3c3c3c3c3c3c3), 
UINT64_C(0x0b0b0b0b0b0b0b0b), UINT64_C(0xb8b8b8b8b8b8b8b8), UINT64_C(0x0101010101010101), 
UINT64_C(0x2a2a2a2a2a2a2a2a), UINT64_C(0xa9a9a9a9a9a9a9a9), UINT64_C(0xf0f0f0f0f0f0f0f0), 
UINT64_C(0x9a9a9a9a9a9a9a9a), UINT64_C(0x8686868686868686), UINT64_C(0x8686868686868686), 
UINT64_C(0x7979797979797979), UINT64_C(0xf3f3f3f3f3f3f3f3), UINT64_C(0x2525252525252525), 
};

/* 8x8 bit transpose of a word: bit t of byte r <-> bit r of byte t (an involution). */
static inline uint64_t bit_transpose8(uint64_t x)
{
    uint64_t t;
    t = (x ^ (x >> 7)) & UINT64_C(0x00AA00AA00AA00AA);
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & UINT64_C(0x0000CCCC0000CCCC);
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & UINT64_C(0x00000000F0F0F0F0);
    x ^= t ^ (t << 28);
    return x;
}

/* 8 words as an 8x8 byte matrix, transposed in place (delta swaps; an involution). */
static inline void byte_transpose8(uint64_t w[8])
{
    static const uint64_t mask[3] = { UINT64_C(0x00000000FFFFFFFF), UINT64_C(0x0000FFFF0000FFFF),
                                      UINT64_C(0x00FF00FF00FF00FF) };
    for (unsigned level = 0; level < 3; level++) {
        const unsigned s = 32u >> level, d = s / 8;
        const uint64_t m = mask[level];
        for (unsigned i = 0; i < 8; i++) {
            if (i & d)
                continue;
            const uint64_t x = w[i], y = w[i + d];
            w[i] = (x & m) | ((y & m) << s);
            w[i + d] = ((x >> s) & m) | (y & ~m);
        }
    }
}

/* Every byte of x rotated left by d (1..7). */
#define BROT(x, d) ((((x) << (d)) & (UINT64_C(0x0101010101010101) * ((0xffu << (d)) & 0xffu))) | \
                    (((x) >> (8 - (d))) & (UINT64_C(0x0101010101010101) * (0xffu >> (8 - (d))))))

static inline void xor512(uint64_t r[8], const uint64_t a[8], const uint64_t b[8])
{
    for (unsigned i = 0; i < 8; i++)
        r[i] = a[i] ^ b[i];
}

/* r = LPS(a ^ b) on planes. */
static void lpsx(uint64_t r[8], const uint64_t a[8], const uint64_t b[8])
{
    uint64_t x[8], y[8];
    for (unsigned i = 0; i < 8; i++)
        x[i] = a[i] ^ b[i];
    /* S: pi as 730 gates */
    const uint64_t s0 = ~(uint64_t)0;
    const uint64_t s1 = x[6] & s0;
    const uint64_t s2 = x[1] ^ s1;
    const uint64_t s3 = ~x[1];
    const uint64_t s4 = x[6] & s3;
    const uint64_t s5 = s3 ^ s4;
    const uint64_t s6 = x[5] & s5;
    const uint64_t s7 = s2 ^ s6;
    const uint64_t s8 = ~s1;
    const uint64_t s9 = x[6] & x[1];
    const uint64_t s10 = s3 ^ s9;
    const uint64_t s11 = x[5] & s10;
    const uint64_t s12 = s8 ^ s11;
    const uint64_t s13 = x[4] & s12;
    const uint64_t s14 = s7 ^ s13;
    const uint64_t s15 = ~s4;
    const uint64_t s16 = x[5] & s3;
    const uint64_t s17 = s15 ^ s16;
    const uint64_t s18 = ~s10;
    const uint64_t s19 = x[4] & s18;
    const uint64_t s20 = s17 ^ s19;
    const uint64_t s21 = x[7] & s20;
    const uint64_t s22 = s14 ^ s21;
    const uint64_t s23 = ~s9;
    const uint64_t s24 = x[5] & s23;
    const uint64_t s25 = s1 ^ s24;
    const uint64_t s26 = x[5] & s4;
    const uint64_t s27 = x[1] ^ s26;
    const uint64_t s28 = x[4] & s27;
    const uint64_t s29 = s25 ^ s28;
    const uint64_t s30 = x[5] & s23;
    const uint64_t s31 = s18 ^ s30;
    const uint64_t s32 = x[5] & s5;
    const uint64_t s33 = s3 ^ s32;
    const uint64_t s34 = x[4] & s33;
    const uint64_t s35 = s31 ^ s34;
    const uint64_t s36 = x[7] & s35;
    const uint64_t s37 = s29 ^ s36;
    const uint64_t s38 = x[0] & s37;
    const uint64_t s39 = s22 ^ s38;
    const uint64_t s40 = x[5] & s9;
    const uint64_t s41 = s8 ^ s40;
    const uint64_t s42 = x[4] & s41;
    const uint64_t s43 = s3 ^ s42;
    const uint64_t s44 = x[5] & s18;
    const uint64_t s45 = s18 ^ s44;
    const uint64_t s46 = x[4] & s9;
    const uint64_t s47 = s45 ^ s46;
    const uint64_t s48 = x[7] & s47;
    const uint64_t s49 = s43 ^ s48;
    const uint64_t s50 = x[5] & s8;
    const uint64_t s51 = s18 ^ s50;
    const uint64_t s52 = x[4] & s51;
    const uint64_t s53 = s23 ^ s52;
    const uint64_t s54 = ~s2;
    const uint64_t s55 = x[5] & s8;
    const uint64_t s56 = s54 ^ s55;
    const uint64_t s57 = x[4] & s56;
    const uint64_t s58 = s54 ^ s57;
    const uint64_t s59 = x[7] & s58;
    const uint64_t s60 = s53 ^ s59;
    const uint64_t s61 = x[0] & s60;
    const uint64_t s62 = s49 ^ s61;
    const uint64_t s63 = x[2] & s62;
    const uint64_t s64 = s39 ^ s63;
    const uint64_t s65 = x[5] & s3;
    const uint64_t s66 = s23 ^ s65;
    const uint64_t s67 = x[4] & s10;
    const uint64_t s68 = s66 ^ s67;
    const uint64_t s69 = x[5] & s4;
    const uint64_t s70 = s8 ^ s69;
    const uint64_t s71 = x[5] & s18;
    const uint64_t s72 = s5 ^ s71;
    const uint64_t s73 = x[4] & s72;
    const uint64_t s74 = s70 ^ s73;
    const uint64_t s75 = x[7] & s74;
    const uint64_t s76 = s68 ^ s75;
    const uint64_t s77 = x[5] & s0;
    const uint64_t s78 = s10 ^ s77;
    const uint64_t s79 = ~s5;
    const uint64_t s80 = x[5] & s79;
    const uint64_t s81 = s79 ^ s80;
    const uint64_t s82 = x[4] & s81;
    const uint64_t s83 = s78 ^ s82;
    const uint64_t s84 = x[5] & s15;
    const uint64_t s85 = s0 ^ s84;
    const uint64_t s86 = ~s45;
    const uint64_t s87 = x[4] & s86;
    const uint64_t s88 = s85 ^ s87;
    const uint64_t s89 = x[7] & s88;
    const uint64_t s90 = s83 ^ s89;
    const uint64_t s91 = x[0] & s90;
    const uint64_t s92 = s76 ^ s91;
    const uint64_t s93 = x[5] & s4;
    const uint64_t s94 = s5 ^ s93;
    const uint64_t s95 = x[4] & s18;
    const uint64_t s96 = s94 ^ s95;
    const uint64_t s97 = x[5] & s54;
    const uint64_t s98 = s3 ^ s97;
    const uint64_t s99 = x[5] & x[1];
    const uint64_t s100 = s2 ^ s99;
    const uint64_t s101 = x[4] & s100;
    const uint64_t s102 = s98 ^ s101;
    const uint64_t s103 = x[7] & s102;
    const uint64_t s104 = s96 ^ s103;
    const uint64_t s105 = x[5] & s3;
    const uint64_t s106 = s3 ^ s105;
    const uint64_t s107 = x[4] & s106;
    const uint64_t s108 = x[5] & s23;
    const uint64_t s109 = s2 ^ s108;
    const uint64_t s110 = x[5] & s2;
    const uint64_t s111 = s23 ^ s110;
    const uint64_t s112 = x[4] & s111;
    const uint64_t s113 = s109 ^ s112;
    const uint64_t s114 = x[7] & s113;
    const uint64_t s115 = s107 ^ s114;
    const uint64_t s116 = x[0] & s115;
    const uint64_t s117 = s104 ^ s116;
    const uint64_t s118 = x[2] & s117;
    const uint64_t s119 = s92 ^ s118;
    const uint64_t s120 = x[3] & s119;
    const uint64_t s121 = s64 ^ s120;
    const uint64_t s122 = x[5] & s1;
    const uint64_t s123 = s4 ^ s122;
    const uint64_t s124 = x[5] & s18;
    const uint64_t s125 = s1 ^ s124;
    const uint64_t s126 = x[4] & s125;
    const uint64_t s127 = s123 ^ s126;
    const uint64_t s128 = x[5] & s9;
    const uint64_t s129 = s54 ^ s128;
    const uint64_t s130 = x[5] & s1;
    const uint64_t s131 = s54 ^ s130;
    const uint64_t s132 = x[4] & s131;
    const uint64_t s133 = s129 ^ s132;
    const uint64_t s134 = x[7] & s133;
    const uint64_t s135 = s127 ^ s134;
    const uint64_t s136 = x[5] & s0;
    const uint64_t s137 = s3 ^ s136;
    const uint64_t s138 = ~s129;
    const uint64_t s139 = x[4] & s138;
    const uint64_t s140 = s137 ^ s139;
    const uint64_t s141 = x[5] & s9;
    const uint64_t s142 = s9 ^ s141;
    const uint64_t s143 = x[4] & s123;
    const uint64_t s144 = s142 ^ s143;
    const uint64_t s145 = x[7] & s144;
    const uint64_t s146 = s140 ^ s145;
    const uint64_t s147 = x[0] & s146;
    const uint64_t s148 = s135 ^ s147;
    const uint64_t s149 = x[4] & s99;
    const uint64_t s150 = s72 ^ s149;
    const uint64_t s151 = x[5] & s18;
    const uint64_t s152 = s15 ^ s151;
    const uint64_t s153 = x[4] & s70;
    const uint64_t s154 = s152 ^ s153;
    const uint64_t s155 = x[7] & s154;
    const uint64_t s156 = s150 ^ s155;
    const uint64_t s157 = x[5] & s2;
    const uint64_t s158 = s15 ^ s157;
    const uint64_t s159 = ~s106;
    const uint64_t s160 = x[4] & s159;
    const uint64_t s161 = s158 ^ s160;
    const uint64_t s162 = ~s7;
    const uint64_t s163 = x[5] & x[1];
    const uint64_t s164 = x[1] ^ s163;
    const uint64_t s165 = x[4] & s164;
    const uint64_t s166 = s162 ^ s165;
    const uint64_t s167 = x[7] & s166;
    const uint64_t s168 = s161 ^ s167;
    const uint64_t s169 = x[0] & s168;
    const uint64_t s170 = s156 ^ s169;
    const uint64_t s171 = x[2] & s170;
    const uint64_t s172 = s148 ^ s171;
    const uint64_t s173 = x[5] & s0;
    const uint64_t s174 = s8 ^ s173;
    const uint64_t s175 = x[5] & s3;
    const uint64_t s176 = s2 ^ s175;
    const uint64_t s177 = x[4] & s176;
    const uint64_t s178 = s174 ^ s177;
    const uint64_t s179 = x[4] & s175;
    const uint64_t s180 = s106 ^ s179;
    const uint64_t s181 = x[7] & s180;
    const uint64_t s182 = s178 ^ s181;
    const uint64_t s183 = ~s41;
    const uint64_t s184 = x[5] & s3;
    const uint64_t s185 = s10 ^ s184;
    const uint64_t s186 = x[4] & s185;
    const uint64_t s187 = s183 ^ s186;
    const uint64_t s188 = x[5] & s5;
    const uint64_t s189 = s1 ^ s188;
    const uint64_t s190 = x[5] & s2;
    const uint64_t s191 = s79 ^ s190;
    const uint64_t s192 = x[4] & s191;
    const uint64_t s193 = s189 ^ s192;
    const uint64_t s194 = x[7] & s193;
    const uint64_t s195 = s187 ^ s194;
    const uint64_t s196 = x[0] & s195;
    const uint64_t s197 = s182 ^ s196;
    const uint64_t s198 = ~s55;
    const uint64_t s199 = x[5] & x[1];
    const uint64_t s200 = s5 ^ s199;
    const uint64_t s201 = x[4] & s200;
    const uint64_t s202 = s198 ^ s201;
    const uint64_t s203 = ~s56;
    const uint64_t s204 = x[5] & s15;
    const uint64_t s205 = s79 ^ s204;
    const uint64_t s206 = x[4] & s205;
    const uint64_t s207 = s203 ^ s206;
    const uint64_t s208 = x[7] & s207;
    const uint64_t s209 = s202 ^ s208;
    const uint64_t s210 = ~s188;
    const uint64_t s211 = x[5] & s15;
    const uint64_t s212 = s18 ^ s211;
    const uint64_t s213 = x[4] & s212;
    const uint64_t s214 = s210 ^ s213;
    const uint64_t s215 = ~s123;
    const uint64_t s216 = x[5] & s3;
    const uint64_t s217 = s1 ^ s216;
    const uint64_t s218 = x[4] & s217;
    const uint64_t s219 = s215 ^ s218;
    const uint64_t s220 = x[7] & s219;
    const uint64_t s221 = s214 ^ s220;
    const uint64_t s222 = x[0] & s221;
    const uint64_t s223 = s209 ^ s222;
    const uint64_t s224 = x[2] & s223;
    const uint64_t s225 = s197 ^ s224;
    const uint64_t s226 = x[3] & s225;
    const uint64_t s227 = s172 ^ s226;
    const uint64_t s228 = ~s142;
    const uint64_t s229 = x[4] & s228;
    const uint64_t s230 = s17 ^ s229;
    const uint64_t s231 = x[5] & s15;
    const uint64_t s232 = s1 ^ s231;
    const uint64_t s233 = ~s78;
    const uint64_t s234 = x[4] & s233;
    const uint64_t s235 = s232 ^ s234;
    const uint64_t s236 = x[7] & s235;
    const uint64_t s237 = s230 ^ s236;
    const uint64_t s238 = x[5] & s15;
    const uint64_t s239 = s15 ^ s238;
    const uint64_t s240 = x[4] & s239;
    const uint64_t s241 = s79 ^ s240;
    const uint64_t s242 = ~s111;
    const uint64_t s243 = x[4] & s125;
    const uint64_t s244 = s242 ^ s243;
    const uint64_t s245 = x[7] & s244;
    const uint64_t s246 = s241 ^ s245;
    const uint64_t s247 = x[0] & s246;
    const uint64_t s248 = s237 ^ s247;
    const uint64_t s249 = x[5] & s2;
    const uint64_t s250 = x[1] ^ s249;
    const uint64_t s251 = x[5] & s3;
    const uint64_t s252 = s79 ^ s251;
    const uint64_t s253 = x[4] & s252;
    const uint64_t s254 = s250 ^ s253;
    const uint64_t s255 = x[5] & s5;
    const uint64_t s256 = s18 ^ s255;
    const uint64_t s257 = x[4] & s256;
    const uint64_t s258 = x[7] & s257;
    const uint64_t s259 = s254 ^ s258;
    const uint64_t s260 = x[5] & s54;
    const uint64_t s261 = s1 ^ s260;
    const uint64_t s262 = ~s17;
    const uint64_t s263 = x[4] & s262;
    const uint64_t s264 = s261 ^ s263;
    const uint64_t s265 = x[5] & s54;
    const uint64_t s266 = s15 ^ s265;
    const uint64_t s267 = x[5] & s54;
    const uint64_t s268 = s54 ^ s267;
    const uint64_t s269 = x[4] & s268;
    const uint64_t s270 = s266 ^ s269;
    const uint64_t s271 = x[7] & s270;
    const uint64_t s272 = s264 ^ s271;
    const uint64_t s273 = x[0] & s272;
    const uint64_t s274 = s259 ^ s273;
    const uint64_t s275 = x[2] & s274;
    const uint64_t s276 = s248 ^ s275;
    const uint64_t s277 = x[5] & s23;
    const uint64_t s278 = s15 ^ s277;
    const uint64_t s279 = x[4] & s18;
    const uint64_t s280 = s278 ^ s279;
    const uint64_t s281 = ~s151;
    const uint64_t s282 = x[4] & s72;
    const uint64_t s283 = s281 ^ s282;
    const uint64_t s284 = x[7] & s283;
    const uint64_t s285 = s280 ^ s284;
    const uint64_t s286 = ~s199;
    const uint64_t s287 = x[5] & s2;
    const uint64_t s288 = s2 ^ s287;
    const uint64_t s289 = x[4] & s288;
    const uint64_t s290 = s286 ^ s289;
    const uint64_t s291 = ~s266;
    const uint64_t s292 = x[5] & s18;
    const uint64_t s293 = s54 ^ s292;
    const uint64_t s294 = x[4] & s293;
    const uint64_t s295 = s291 ^ s294;
    const uint64_t s296 = x[7] & s295;
    const uint64_t s297 = s290 ^ s296;
    const uint64_t s298 = x[0] & s297;
    const uint64_t s299 = s285 ^ s298;
    const uint64_t s300 = x[5] & s8;
    const uint64_t s301 = x[1] ^ s300;
    const uint64_t s302 = x[4] & s301;
    const uint64_t s303 = s123 ^ s302;
    const uint64_t s304 = ~s278;
    const uint64_t s305 = x[4] & s173;
    const uint64_t s306 = s304 ^ s305;
    const uint64_t s307 = x[7] & s306;
    const uint64_t s308 = s303 ^ s307;
    const uint64_t s309 = x[5] & s54;
    const uint64_t s310 = s79 ^ s309;
    const uint64_t s311 = x[4] & s310;
    const uint64_t s312 = s242 ^ s311;
    const uint64_t s313 = x[4] & s266;
    const uint64_t s314 = s15 ^ s313;
    const uint64_t s315 = x[7] & s314;
    const uint64_t s316 = s312 ^ s315;
    const uint64_t s317 = x[0] & s316;
    const uint64_t s318 = s308 ^ s317;
    const uint64_t s319 = x[2] & s318;
    const uint64_t s320 = s299 ^ s319;
    const uint64_t s321 = x[3] & s320;
    const uint64_t s322 = s276 ^ s321;
    const uint64_t s323 = ~s80;
    const uint64_t s324 = x[5] & s0;
    const uint64_t s325 = s2 ^ s324;
    const uint64_t s326 = x[4] & s325;
    const uint64_t s327 = s323 ^ s326;
    const uint64_t s328 = x[5] & s0;
    const uint64_t s329 = s79 ^ s328;
    const uint64_t s330 = x[4] & s98;
    const uint64_t s331 = s329 ^ s330;
    const uint64_t s332 = x[7] & s331;
    const uint64_t s333 = s327 ^ s332;
    const uint64_t s334 = ~s94;
    const uint64_t s335 = x[5] & s10;
    const uint64_t s336 = s3 ^ s335;
    const uint64_t s337 = x[4] & s336;
    const uint64_t s338 = s334 ^ s337;
    const uint64_t s339 = x[4] & s281;
    const uint64_t s340 = s56 ^ s339;
    const uint64_t s341 = x[7] & s340;
    const uint64_t s342 = s338 ^ s341;
    const uint64_t s343 = x[0] & s342;
    const uint64_t s344 = s333 ^ s343;
    const uint64_t s345 = x[5] & s54;
    const uint64_t s346 = s18 ^ s345;
    const uint64_t s347 = x[4] & s10;
    const uint64_t s348 = s346 ^ s347;
    const uint64_t s349 = x[5] & s1;
    const uint64_t s350 = x[1] ^ s349;
    const uint64_t s351 = ~s137;
    const uint64_t s352 = x[4] & s351;
    const uint64_t s353 = s350 ^ s352;
    const uint64_t s354 = x[7] & s353;
    const uint64_t s355 = s348 ^ s354;
    const uint64_t s356 = x[5] & s4;
    const uint64_t s357 = s4 ^ s356;
    const uint64_t s358 = x[4] & s357;
    const uint64_t s359 = s205 ^ s358;
    const uint64_t s360 = x[5] & s8;
    const uint64_t s361 = s23 ^ s360;
    const uint64_t s362 = x[4] & s70;
    const uint64_t s363 = s361 ^ s362;
    const uint64_t s364 = x[7] & s363;
    const uint64_t s365 = s359 ^ s364;
    const uint64_t s366 = x[0] & s365;
    const uint64_t s367 = s355 ^ s366;
    const uint64_t s368 = x[2] & s367;
    const uint64_t s369 = s344 ^ s368;
    const uint64_t s370 = x[5] & s0;
    const uint64_t s371 = s4 ^ s370;
    const uint64_t s372 = x[4] & s131;
    const uint64_t s373 = s371 ^ s372;
    const uint64_t s374 = ~s256;
    const uint64_t s375 = ~s51;
    const uint64_t s376 = x[4] & s375;
    const uint64_t s377 = s374 ^ s376;
    const uint64_t s378 = x[7] & s377;
    const uint64_t s379 = s373 ^ s378;
    const uint64_t s380 = x[5] & x[1];
    const uint64_t s381 = s8 ^ s380;
    const uint64_t s382 = x[4] & s79;
    const uint64_t s383 = s381 ^ s382;
    const uint64_t s384 = x[5] & s2;
    const uint64_t s385 = s10 ^ s384;
    const uint64_t s386 = ~s189;
    const uint64_t s387 = x[4] & s386;
    const uint64_t s388 = s385 ^ s387;
    const uint64_t s389 = x[7] & s388;
    const uint64_t s390 = s383 ^ s389;
    const uint64_t s391 = x[0] & s390;
    const uint64_t s392 = s379 ^ s391;
    const uint64_t s393 = ~s301;
    const uint64_t s394 = x[4] & s370;
    const uint64_t s395 = s393 ^ s394;
    const uint64_t s396 = x[7] & s45;
    const uint64_t s397 = s395 ^ s396;
    const uint64_t s398 = ~s191;
    const uint64_t s399 = x[5] & x[1];
    const uint64_t s400 = s18 ^ s399;
    const uint64_t s401 = x[4] & s400;
    const uint64_t s402 = s398 ^ s401;
    const uint64_t s403 = x[4] & s9;
    const uint64_t s404 = s301 ^ s403;
    const uint64_t s405 = x[7] & s404;
    const uint64_t s406 = s402 ^ s405;
    const uint64_t s407 = x[0] & s406;
    const uint64_t s408 = s397 ^ s407;
    const uint64_t s409 = x[2] & s408;
    const uint64_t s410 = s392 ^ s409;
    const uint64_t s411 = x[3] & s410;
    const uint64_t s412 = s369 ^ s411;
    const uint64_t s413 = x[5] & s79;
    const uint64_t s414 = s8 ^ s413;
    const uint64_t s415 = ~s27;
    const uint64_t s416 = x[4] & s415;
    const uint64_t s417 = s414 ^ s416;
    const uint64_t s418 = x[5] & s23;
    const uint64_t s419 = x[1] ^ s418;
    const uint64_t s420 = x[4] & s189;
    const uint64_t s421 = s419 ^ s420;
    const uint64_t s422 = x[7] & s421;
    const uint64_t s423 = s417 ^ s422;
    const uint64_t s424 = x[5] & x[1];
    const uint64_t s425 = s4 ^ s424;
    const uint64_t s426 = x[4] & s425;
    const uint64_t s427 = s375 ^ s426;
    const uint64_t s428 = x[5] & s9;
    const uint64_t s429 = s5 ^ s428;
    const uint64_t s430 = x[5] & s5;
    const uint64_t s431 = s79 ^ s430;
    const uint64_t s432 = x[4] & s431;
    const uint64_t s433 = s429 ^ s432;
    const uint64_t s434 = x[7] & s433;
    const uint64_t s435 = s427 ^ s434;
    const uint64_t s436 = x[0] & s435;
    const uint64_t s437 = s423 ^ s436;
    const uint64_t s438 = x[4] & s217;
    const uint64_t s439 = s5 ^ s438;
    const uint64_t s440 = ~s431;
    const uint64_t s441 = x[5] & s54;
    const uint64_t s442 = s23 ^ s441;
    const uint64_t s443 = x[4] & s442;
    const uint64_t s444 = s440 ^ s443;
    const uint64_t s445 = x[7] & s444;
    const uint64_t s446 = s439 ^ s445;
    const uint64_t s447 = ~s400;
    const uint64_t s448 = ~s164;
    const uint64_t s449 = x[4] & s448;
    const uint64_t s450 = s447 ^ s449;
    const uint64_t s451 = x[5] & s18;
    const uint64_t s452 = x[1] ^ s451;
    const uint64_t s453 = x[4] & s452;
    const uint64_t s454 = s441 ^ s453;
    const uint64_t s455 = x[7] & s454;
    const uint64_t s456 = s450 ^ s455;
    const uint64_t s457 = x[0] & s456;
    const uint64_t s458 = s446 ^ s457;
    const uint64_t s459 = x[2] & s458;
    const uint64_t s460 = s437 ^ s459;
    const uint64_t s461 = x[4] & s86;
    const uint64_t s462 = s304 ^ s461;
    const uint64_t s463 = ~s385;
    const uint64_t s464 = x[4] & s463;
    const uint64_t s465 = s164 ^ s464;
    const uint64_t s466 = x[7] & s465;
    const uint64_t s467 = s462 ^ s466;
    const uint64_t s468 = x[5] & s10;
    const uint64_t s469 = s9 ^ s468;
    const uint64_t s470 = ~s100;
    const uint64_t s471 = x[4] & s470;
    const uint64_t s472 = s469 ^ s471;
    const uint64_t s473 = x[5] & s9;
    const uint64_t s474 = s4 ^ s473;
    const uint64_t s475 = x[5] & s2;
    const uint64_t s476 = s1 ^ s475;
    const uint64_t s477 = x[4] & s476;
    const uint64_t s478 = s474 ^ s477;
    const uint64_t s479 = x[7] & s478;
    const uint64_t s480 = s472 ^ s479;
    const uint64_t s481 = x[0] & s480;
    const uint64_t s482 = s467 ^ s481;
    const uint64_t s483 = ~s418;
    const uint64_t s484 = x[4] & s483;
    const uint64_t s485 = s256 ^ s484;
    const uint64_t s486 = ~s205;
    const uint64_t s487 = x[4] & s486;
    const uint64_t s488 = s203 ^ s487;
    const uint64_t s489 = x[7] & s488;
    const uint64_t s490 = s485 ^ s489;
    const uint64_t s491 = x[5] & s4;
    const uint64_t s492 = s9 ^ s491;
    const uint64_t s493 = x[4] & s12;
    const uint64_t s494 = s492 ^ s493;
    const uint64_t s495 = x[4] & s5;
    const uint64_t s496 = s51 ^ s495;
    const uint64_t s497 = x[7] & s496;
    const uint64_t s498 = s494 ^ s497;
    const uint64_t s499 = x[0] & s498;
    const uint64_t s500 = s490 ^ s499;
    const uint64_t s501 = x[2] & s500;
    const uint64_t s502 = s482 ^ s501;
    const uint64_t s503 = x[3] & s502;
    const uint64_t s504 = s460 ^ s503;
    const uint64_t s505 = x[5] & s79;
    const uint64_t s506 = s10 ^ s505;
    const uint64_t s507 = ~s336;
    const uint64_t s508 = x[4] & s507;
    const uint64_t s509 = s506 ^ s508;
    const uint64_t s510 = x[5] & s15;
    const uint64_t s511 = s23 ^ s510;
    const uint64_t s512 = x[4] & s111;
    const uint64_t s513 = s511 ^ s512;
    const uint64_t s514 = x[7] & s513;
    const uint64_t s515 = s509 ^ s514;
    const uint64_t s516 = x[5] & s23;
    const uint64_t s517 = s9 ^ s516;
    const uint64_t s518 = x[4] & s351;
    const uint64_t s519 = s517 ^ s518;
    const uint64_t s520 = ~s329;
    const uint64_t s521 = x[5] & s10;
    const uint64_t s522 = s4 ^ s521;
    const uint64_t s523 = x[4] & s522;
    const uint64_t s524 = s520 ^ s523;
    const uint64_t s525 = x[7] & s524;
    const uint64_t s526 = s519 ^ s525;
    const uint64_t s527 = x[0] & s526;
    const uint64_t s528 = s515 ^ s527;
    const uint64_t s529 = x[4] & s262;
    const uint64_t s530 = s239 ^ s529;
    const uint64_t s531 = x[4] & s174;
    const uint64_t s532 = s441 ^ s531;
    const uint64_t s533 = x[7] & s532;
    const uint64_t s534 = s530 ^ s533;
    const uint64_t s535 = ~s469;
    const uint64_t s536 = x[4] & s334;
    const uint64_t s537 = s535 ^ s536;
    const uint64_t s538 = ~s288;
    const uint64_t s539 = x[4] & s538;
    const uint64_t s540 = s212 ^ s539;
    const uint64_t s541 = x[7] & s540;
    const uint64_t s542 = s537 ^ s541;
    const uint64_t s543 = x[0] & s542;
    const uint64_t s544 = s534 ^ s543;
    const uint64_t s545 = x[2] & s544;
    const uint64_t s546 = s528 ^ s545;
    const uint64_t s547 = x[5] & s1;
    const uint64_t s548 = s8 ^ s547;
    const uint64_t s549 = x[4] & s548;
    const uint64_t s550 = s233 ^ s549;
    const uint64_t s551 = x[5] & s5;
    const uint64_t s552 = s9 ^ s551;
    const uint64_t s553 = x[4] & s552;
    const uint64_t s554 = s123 ^ s553;
    const uint64_t s555 = x[7] & s554;
    const uint64_t s556 = s550 ^ s555;
    const uint64_t s557 = x[4] & s469;
    const uint64_t s558 = s152 ^ s557;
    const uint64_t s559 = x[4] & s431;
    const uint64_t s560 = s72 ^ s559;
    const uint64_t s561 = x[7] & s560;
    const uint64_t s562 = s558 ^ s561;
    const uint64_t s563 = x[0] & s562;
    const uint64_t s564 = s556 ^ s563;
    const uint64_t s565 = x[5] & s23;
    const uint64_t s566 = s5 ^ s565;
    const uint64_t s567 = x[4] & s142;
    const uint64_t s568 = s566 ^ s567;
    const uint64_t s569 = ~s31;
    const uint64_t s570 = x[5] & s10;
    const uint64_t s571 = s18 ^ s570;
    const uint64_t s572 = x[4] & s571;
    const uint64_t s573 = s569 ^ s572;
    const uint64_t s574 = x[7] & s573;
    const uint64_t s575 = s568 ^ s574;
    const uint64_t s576 = x[4] & s538;
    const uint64_t s577 = s98 ^ s576;
    const uint64_t s578 = x[4] & s106;
    const uint64_t s579 = s538 ^ s578;
    const uint64_t s580 = x[7] & s579;
    const uint64_t s581 = s577 ^ s580;
    const uint64_t s582 = x[0] & s581;
    const uint64_t s583 = s575 ^ s582;
    const uint64_t s584 = x[2] & s583;
    const uint64_t s585 = s564 ^ s584;
    const uint64_t s586 = x[3] & s585;
    const uint64_t s587 = s546 ^ s586;
    const uint64_t s588 = ~s492;
    const uint64_t s589 = x[4] & s304;
    const uint64_t s590 = s588 ^ s589;
    const uint64_t s591 = ~s185;
    const uint64_t s592 = x[4] & s591;
    const uint64_t s593 = s325 ^ s592;
    const uint64_t s594 = x[7] & s593;
    const uint64_t s595 = s590 ^ s594;
    const uint64_t s596 = x[4] & s31;
    const uint64_t s597 = s329 ^ s596;
    const uint64_t s598 = x[4] & s12;
    const uint64_t s599 = s233 ^ s598;
    const uint64_t s600 = x[7] & s599;
    const uint64_t s601 = s597 ^ s600;
    const uint64_t s602 = x[0] & s601;
    const uint64_t s603 = s595 ^ s602;
    const uint64_t s604 = x[4] & s94;
    const uint64_t s605 = s164 ^ s604;
    const uint64_t s606 = x[4] & s469;
    const uint64_t s607 = s162 ^ s606;
    const uint64_t s608 = x[7] & s607;
    const uint64_t s609 = s605 ^ s608;
    const uint64_t s610 = ~s268;
    const uint64_t s611 = x[4] & s591;
    const uint64_t s612 = s610 ^ s611;
    const uint64_t s613 = x[4] & s431;
    const uint64_t s614 = s346 ^ s613;
    const uint64_t s615 = x[7] & s614;
    const uint64_t s616 = s612 ^ s615;
    const uint64_t s617 = x[0] & s616;
    const uint64_t s618 = s609 ^ s617;
    const uint64_t s619 = x[2] & s618;
    const uint64_t s620 = s603 ^ s619;
    const uint64_t s621 = x[4] & s129;
    const uint64_t s622 = s517 ^ s621;
    const uint64_t s623 = x[4] & s3;
    const uint64_t s624 = s51 ^ s623;
    const uint64_t s625 = x[7] & s624;
    const uint64_t s626 = s622 ^ s625;
    const uint64_t s627 = x[4] & s441;
    const uint64_t s628 = s591 ^ s627;
    const uint64_t s629 = x[4] & s361;
    const uint64_t s630 = s310 ^ s629;
    const uint64_t s631 = x[7] & s630;
    const uint64_t s632 = s628 ^ s631;
    const uint64_t s633 = x[0] & s632;
    const uint64_t s634 = s626 ^ s633;
    const uint64_t s635 = ~s176;
    const uint64_t s636 = x[4] & s164;
    const uint64_t s637 = s635 ^ s636;
    const uint64_t s638 = x[4] & s106;
    const uint64_t s639 = s552 ^ s638;
    const uint64_t s640 = x[7] & s639;
    const uint64_t s641 = s637 ^ s640;
    const uint64_t s642 = x[4] & s310;
    const uint64_t s643 = s385 ^ s642;
    const uint64_t s644 = x[4] & s18;
    const uint64_t s645 = s4 ^ s644;
    const uint64_t s646 = x[7] & s645;
    const uint64_t s647 = s643 ^ s646;
    const uint64_t s648 = x[0] & s647;
    const uint64_t s649 = s641 ^ s648;
    const uint64_t s650 = x[2] & s649;
    const uint64_t s651 = s634 ^ s650;
    const uint64_t s652 = x[3] & s651;
    const uint64_t s653 = s620 ^ s652;
    const uint64_t s654 = x[5] & s79;
    const uint64_t s655 = s23 ^ s654;
    const uint64_t s656 = x[4] & s441;
    const uint64_t s657 = s655 ^ s656;
    const uint64_t s658 = x[4] & s325;
    const uint64_t s659 = s191 ^ s658;
    const uint64_t s660 = x[7] & s659;
    const uint64_t s661 = s657 ^ s660;
    const uint64_t s662 = x[5] & s15;
    const uint64_t s663 = s2 ^ s662;
    const uint64_t s664 = x[4] & s12;
    const uint64_t s665 = s663 ^ s664;
    const uint64_t s666 = x[4] & s522;
    const uint64_t s667 = s261 ^ s666;
    const uint64_t s668 = x[7] & s667;
    const uint64_t s669 = s665 ^ s668;
    const uint64_t s670 = x[0] & s669;
    const uint64_t s671 = s661 ^ s670;
    const uint64_t s672 = x[4] & s663;
    const uint64_t s673 = s18 ^ s672;
    const uint64_t s674 = ~s547;
    const uint64_t s675 = x[4] & s329;
    const uint64_t s676 = s674 ^ s675;
    const uint64_t s677 = x[7] & s676;
    const uint64_t s678 = s673 ^ s677;
    const uint64_t s679 = x[4] & s239;
    const uint64_t s680 = s210 ^ s679;
    const uint64_t s681 = ~s429;
    const uint64_t s682 = x[4] & s7;
    const uint64_t s683 = s681 ^ s682;
    const uint64_t s684 = x[7] & s683;
    const uint64_t s685 = s680 ^ s684;
    const uint64_t s686 = x[0] & s685;
    const uint64_t s687 = s678 ^ s686;
    const uint64_t s688 = x[2] & s687;
    const uint64_t s689 = s671 ^ s688;
    const uint64_t s690 = x[4] & s566;
    const uint64_t s691 = s547 ^ s690;
    const uint64_t s692 = x[5] & s4;
    const uint64_t s693 = s54 ^ s692;
    const uint64_t s694 = x[4] & s693;
    const uint64_t s695 = s301 ^ s694;
    const uint64_t s696 = x[7] & s695;
    const uint64_t s697 = s691 ^ s696;
    const uint64_t s698 = ~s357;
    const uint64_t s699 = x[4] & s698;
    const uint64_t s700 = s250 ^ s699;
    const uint64_t s701 = x[4] & s94;
    const uint64_t s702 = s538 ^ s701;
    const uint64_t s703 = x[7] & s702;
    const uint64_t s704 = s700 ^ s703;
    const uint64_t s705 = x[0] & s704;
    const uint64_t s706 = s697 ^ s705;
    const uint64_t s707 = ~s692;
    const uint64_t s708 = x[4] & s707;
    const uint64_t s709 = s162 ^ s708;
    const uint64_t s710 = x[5] & s5;
    const uint64_t s711 = s15 ^ s710;
    const uint64_t s712 = x[4] & s711;
    const uint64_t s713 = s54 ^ s712;
    const uint64_t s714 = x[7] & s713;
    const uint64_t s715 = s709 ^ s714;
    const uint64_t s716 = x[5] & s1;
    const uint64_t s717 = s10 ^ s716;
    const uint64_t s718 = x[4] & s717;
    const uint64_t s719 = s100 ^ s718;
    const uint64_t s720 = x[4] & s111;
    const uint64_t s721 = s125 ^ s720;
    const uint64_t s722 = x[7] & s721;
    const uint64_t s723 = s719 ^ s722;
    const uint64_t s724 = x[0] & s723;
    const uint64_t s725 = s715 ^ s724;
    const uint64_t s726 = x[2] & s725;
    const uint64_t s727 = s706 ^ s726;
    const uint64_t s728 = x[3] & s727;
    const uint64_t s729 = s689 ^ s728;
    /* P: the byte transpose is a bit transpose inside every plane */
    y[0] = bit_transpose8(s121);
    y[1] = bit_transpose8(s227);
    y[2] = bit_transpose8(s322);
    y[3] = bit_transpose8(s412);
    y[4] = bit_transpose8(s504);
    y[5] = bit_transpose8(s587);
    y[6] = bit_transpose8(s653);
    y[7] = bit_transpose8(s729);
    /* L: output plane p = xor of masked byte rotations of the planes */
    const uint64_t y0r1 = BROT(y[0], 1);
    const uint64_t y0r2 = BROT(y[0], 2);
    const uint64_t y0r3 = BROT(y[0], 3);
    const uint64_t y0r4 = BROT(y[0], 4);
    const uint64_t y0r5 = BROT(y[0], 5);
    const uint64_t y0r6 = BROT(y[0], 6);
    const uint64_t y0r7 = BROT(y[0], 7);
    const uint64_t y1r1 = BROT(y[1], 1);
    const uint64_t y1r2 = BROT(y[1], 2);
    const uint64_t y1r3 = BROT(y[1], 3);
    const uint64_t y1r4 = BROT(y[1], 4);
    const uint64_t y1r5 = BROT(y[1], 5);
    const uint64_t y1r6 = BROT(y[1], 6);
    const uint64_t y1r7 = BROT(y[1], 7);
    const uint64_t y2r1 = BROT(y[2], 1);
    const uint64_t y2r2 = BROT(y[2], 2);
    const uint64_t y2r3 = BROT(y[2], 3);
    const uint64_t y2r4 = BROT(y[2], 4);
    const uint64_t y2r5 = BROT(y[2], 5);
    const uint64_t y2r6 = BROT(y[2], 6);
    const uint64_t y2r7 = BROT(y[2], 7);
    const uint64_t y3r1 = BROT(y[3], 1);
    const uint64_t y3r2 = BROT(y[3], 2);
    const uint64_t y3r3 = BROT(y[3], 3);
    const uint64_t y3r4 = BROT(y[3], 4);
    const uint64_t y3r5 = BROT(y[3], 5);
    const uint64_t y3r6 = BROT(y[3], 6);
    const uint64_t y3r7 = BROT(y[3], 7);
    const uint64_t y4r1 = BROT(y[4], 1);
    const uint64_t y4r2 = BROT(y[4], 2);
    const uint64_t y4r3 = BROT(y[4], 3);
    const uint64_t y4r4 = BROT(y[4], 4);
    const uint64_t y4r5 = BROT(y[4], 5);
    const uint64_t y4r6 = BROT(y[4], 6);
    const uint64_t y4r7 = BROT(y[4], 7);
    const uint64_t y5r1 = BROT(y[5], 1);
    const uint64_t y5r2 = BROT(y[5], 2);
    const uint64_t y5r3 = BROT(y[5], 3);
    const uint64_t y5r4 = BROT(y[5], 4);
    const uint64_t y5r5 = BROT(y[5], 5);
    const uint64_t y5r6 = BROT(y[5], 6);
    const uint64_t y5r7 = BROT(y[5], 7);
    const uint64_t y6r1 = BROT(y[6], 1);
    const uint64_t y6r2 = BROT(y[6], 2);
    const uint64_t y6r3 = BROT(y[6], 3);
    const uint64_t y6r4 = BROT(y[6], 4);
    const uint64_t y6r5 = BROT(y[6], 5);
    const uint64_t y6r6 = BROT(y[6], 6);
    const uint64_t y6r7 = BROT(y[6], 7);
    const uint64_t y7r1 = BROT(y[7], 1);
    const uint64_t y7r2 = BROT(y[7], 2);
    const uint64_t y7r3 = BROT(y[7], 3);
    const uint64_t y7r4 = BROT(y[7], 4);
    const uint64_t y7r5 = BROT(y[7], 5);
    const uint64_t y7r6 = BROT(y[7], 6);
    const uint64_t y7r7 = BROT(y[7], 7);
    r[0] = (((((((lmask[0] & y[0]) ^ (lmask[1] & y0r1)) ^ ((lmask[2] & y0r2) ^ (lmask[3] & y0r3))) ^ (((lmask[4] & y0r4) ^ (lmask[5] & y0r5)) ^ ((lmask[6] & y0r6) ^ (lmask[7] & y0r7)))) ^ ((((lmask[8] & y[1]) ^ (lmask[9] & y1r1)) ^ ((lmask[10] & y1r2) ^ (lmask[11] & y1r3))) ^ (((lmask[12] & y1r4) ^ (lmask[13] & y1r5)) ^ ((lmask[14] & y1r6) ^ (lmask[15] & y1r7))))) ^ (((((lmask[16] & y[2]) ^ (lmask[17] & y2r1)) ^ ((lmask[18] & y2r2) ^ (lmask[19] & y2r3))) ^ (((lmask[20] & y2r4) ^ (lmask[21] & y2r5)) ^ ((lmask[22] & y2r7) ^ (lmask[23] & y[3])))) ^ ((((lmask[24] & y3r1) ^ (lmask[25] & y3r2)) ^ ((lmask[26] & y3r3) ^ (lmask[27] & y3r4))) ^ (((lmask[28] & y3r5) ^ (lmask[29] & y3r6)) ^ ((lmask[30] & y3r7) ^ (lmask[31] & y[4])))))) ^ ((((((lmask[32] & y4r1) ^ (lmask[33] & y4r2)) ^ ((lmask[34] & y4r3) ^ (lmask[35] & y4r4))) ^ (((lmask[36] & y4r5) ^ (lmask[37] & y4r6)) ^ ((lmask[38] & y4r7) ^ (lmask[39] & y[5])))) ^ ((((lmask[40] & y5r1) ^ (lmask[41] & y5r2)) ^ ((lmask[42] & y5r3) ^ (lmask[43] & y5r4))) ^ (((lmask[44] & y5r5) ^ (lmask[45] & y5r6)) ^ ((lmask[46] & y5r7) ^ (lmask[47] & y[6]))))) ^ (((((lmask[48] & y6r1) ^ (lmask[49] & y6r3)) ^ ((lmask[50] & y6r4) ^ (lmask[51] & y6r5))) ^ (((lmask[52] & y6r6) ^ (lmask[53] & y6r7)) ^ ((lmask[54] & y[7]) ^ (lmask[55] & y7r1)))) ^ ((((lmask[56] & y7r2) ^ (lmask[57] & y7r3)) ^ ((lmask[58] & y7r4) ^ (lmask[59] & y7r5))) ^ ((lmask[60] & y7r6) ^ (lmask[61] & y7r7))))));
    r[1] = (((((((lmask[62] & y[0]) ^ (lmask[63] & y0r1)) ^ ((lmask[64] & y0r2) ^ (lmask[65] & y0r3))) ^ (((lmask[66] & y0r4) ^ (lmask[67] & y0r5)) ^ ((lmask[68] & y0r6) ^ (lmask[69] & y0r7)))) ^ ((((lmask[70] & y[1]) ^ (lmask[71] & y1r1)) ^ ((lmask[72] & y1r2) ^ (lmask[73] & y1r3))) ^ (((lmask[74] & y1r4) ^ (lmask[75] & y1r5)) ^ ((lmask[76] & y1r6) ^ (lmask[77] & y1r7))))) ^ (((((lmask[78] & y[2]) ^ (lmask[79] & y2r1)) ^ ((lmask[80] & y2r2) ^ (lmask[81] & y2r3))) ^ (((lmask[82] & y2r4) ^ (lmask[83] & y2r5)) ^ ((lmask[84] & y2r6) ^ (lmask[85] & y2r7)))) ^ ((((lmask[86] & y[3]) ^ (lmask[87] & y3r1)) ^ ((lmask[88] & y3r2) ^ (lmask[89] & y3r3))) ^ (((lmask[90] & y3r4) ^ (lmask[91] & y3r5)) ^ ((lmask[92] & y3r7) ^ (lmask[93] & y[4])))))) ^ ((((((lmask[94] & y4r1) ^ (lmask[95] & y4r2)) ^ ((lmask[96] & y4r3) ^ (lmask[97] & y4r4))) ^ (((lmask[98] & y4r5) ^ (lmask[99] & y4r6)) ^ ((lmask[100] & y4r7) ^ (lmask[101] & y[5])))) ^ ((((lmask[102] & y5r1) ^ (lmask[103] & y5r2)) ^ ((lmask[104] & y5r3) ^ (lmask[105] & y5r4))) ^ (((lmask[106] & y5r5) ^ (lmask[107] & y5r6)) ^ ((lmask[108] & y5r7) ^ (lmask[109] & y[6]))))) ^ (((((lmask[110] & y6r1) ^ (lmask[111] & y6r2)) ^ ((lmask[112] & y6r3) ^ (lmask[113] & y6r4))) ^ (((lmask[114] & y6r5) ^ (lmask[115] & y6r6)) ^ ((lmask[116] & y6r7) ^ (lmask[117] & y[7])))) ^ ((((lmask[118] & y7r1) ^ (lmask[119] & y7r3)) ^ ((lmask[120] & y7r4) ^ (lmask[121] & y7r5))) ^ ((lmask[122] & y7r6) ^ (lmask[123] & y7r7))))));
    r[2] = (((((((lmask[124] & y[0]) ^ (lmask[125] & y0r1)) ^ ((lmask[126] & y0r2) ^ (lmask[127] & y0r3))) ^ (((lmask[128] & y0r4) ^ (lmask[129] & y0r5)) ^ ((lmask[130] & y0r6) ^ (lmask[131] & y0r7)))) ^ ((((lmask[132] & y[1]) ^ (lmask[133] & y1r1)) ^ ((lmask[134] & y1r2) ^ (lmask[135] & y1r3))) ^ (((lmask[136] & y1r4) ^ (lmask[137] & y1r5)) ^ ((lmask[138] & y1r6) ^ (lmask[139] & y1r7))))) ^ (((((lmask[140] & y[2]) ^ (lmask[141] & y2r1)) ^ ((lmask[142] & y2r2) ^ (lmask[143] & y2r3))) ^ (((lmask[144] & y2r4) ^ (lmask[145] & y2r5)) ^ ((lmask[146] & y2r6) ^ (lmask[147] & y2r7)))) ^ ((((lmask[148] & y[3]) ^ (lmask[149] & y3r1)) ^ ((lmask[150] & y3r2) ^ (lmask[151] & y3r3))) ^ (((lmask[152] & y3r4) ^ (lmask[153] & y3r5)) ^ ((lmask[154] & y3r6) ^ (lmask[155] & y3r7)))))) ^ ((((((lmask[156] & y[4]) ^ (lmask[157] & y4r1)) ^ ((lmask[158] & y4r2) ^ (lmask[159] & y4r3))) ^ (((lmask[160] & y4r4) ^ (lmask[161] & y4r5)) ^ ((lmask[162] & y4r6) ^ (lmask[163] & y4r7)))) ^ ((((lmask[164] & y[5]) ^ (lmask[165] & y5r1)) ^ ((lmask[166] & y5r2) ^ (lmask[167] & y5r3))) ^ (((lmask[168] & y5r4) ^ (lmask[169] & y5r5)) ^ ((lmask[170] & y5r6) ^ (lmask[171] & y5r7))))) ^ (((((lmask[172] & y[6]) ^ (lmask[173] & y6r1)) ^ ((lmask[174] & y6r2) ^ (lmask[175] & y6r3))) ^ (((lmask[176] & y6r4) ^ (lmask[177] & y6r5)) ^ ((lmask[178] & y6r6) ^ (lmask[179] & y6r7)))) ^ ((((lmask[180] & y[7]) ^ (lmask[181] & y7r2)) ^ ((lmask[182] & y7r3) ^ (lmask[183] & y7r4))) ^ (((lmask[184] & y7r5) ^ (lmask[185] & y7r6)) ^ (lmask[186] & y7r7))))));
    r[3] = (((((((lmask[187] & y[0]) ^ (lmask[188] & y0r1)) ^ ((lmask[189] & y0r2) ^ (lmask[190] & y0r3))) ^ (((lmask[191] & y0r4) ^ (lmask[192] & y0r5)) ^ ((lmask[193] & y0r6) ^ (lmask[194] & y0r7)))) ^ ((((lmask[195] & y[1]) ^ (lmask[196] & y1r1)) ^ ((lmask[197] & y1r2) ^ (lmask[198] & y1r3))) ^ (((lmask[199] & y1r4) ^ (lmask[200] & y1r5)) ^ ((lmask[201] & y1r6) ^ (lmask[202] & y1r7))))) ^ (((((lmask[203] & y[2]) ^ (lmask[204] & y2r1)) ^ ((lmask[205] & y2r2) ^ (lmask[206] & y2r3))) ^ (((lmask[207] & y2r4) ^ (lmask[208] & y2r5)) ^ ((lmask[209] & y2r6) ^ (lmask[210] & y2r7)))) ^ ((((lmask[211] & y[3]) ^ (lmask[212] & y3r1)) ^ ((lmask[213] & y3r2) ^ (lmask[214] & y3r3))) ^ (((lmask[215] & y3r4) ^ (lmask[216] & y3r5)) ^ ((lmask[217] & y3r6) ^ (lmask[218] & y3r7)))))) ^ ((((((lmask[219] & y[4]) ^ (lmask[220] & y4r1)) ^ ((lmask[221] & y4r2) ^ (lmask[222] & y4r3))) ^ (((lmask[223] & y4r4) ^ (lmask[224] & y4r5)) ^ ((lmask[225] & y4r6) ^ (lmask[226] & y4r7)))) ^ ((((lmask[227] & y[5]) ^ (lmask[228] & y5r1)) ^ ((lmask[229] & y5r2) ^ (lmask[230] & y5r3))) ^ (((lmask[231] & y5r4) ^ (lmask[232] & y5r5)) ^ ((lmask[233] & y5r6) ^ (lmask[234] & y5r7))))) ^ (((((lmask[235] & y[6]) ^ (lmask[236] & y6r1)) ^ ((lmask[237] & y6r2) ^ (lmask[238] & y6r3))) ^ (((lmask[239] & y6r4) ^ (lmask[240] & y6r5)) ^ ((lmask[241] & y6r6) ^ (lmask[242] & y6r7)))) ^ ((((lmask[243] & y[7]) ^ (lmask[244] & y7r1)) ^ ((lmask[245] & y7r2) ^ (lmask[246] & y7r3))) ^ (((lmask[247] & y7r4) ^ (lmask[248] & y7r5)) ^ ((lmask[249] & y7r6) ^ (lmask[250] & y7r7)))))));
    r[4] = (((((((lmask[251] & y[0]) ^ (lmask[252] & y0r1)) ^ ((lmask[253] & y0r2) ^ (lmask[254] & y0r3))) ^ (((lmask[255] & y0r4) ^ (lmask[256] & y0r5)) ^ ((lmask[257] & y0r6) ^ (lmask[258] & y0r7)))) ^ ((((lmask[259] & y[1]) ^ (lmask[260] & y1r1)) ^ ((lmask[261] & y1r2) ^ (lmask[262] & y1r3))) ^ (((lmask[263] & y1r4) ^ (lmask[264] & y1r5)) ^ ((lmask[265] & y1r6) ^ (lmask[266] & y1r7))))) ^ (((((lmask[267] & y[2]) ^ (lmask[268] & y2r1)) ^ ((lmask[269] & y2r3) ^ (lmask[270] & y2r4))) ^ (((lmask[271] & y2r5) ^ (lmask[272] & y2r6)) ^ ((lmask[273] & y2r7) ^ (lmask[274] & y[3])))) ^ ((((lmask[275] & y3r1) ^ (lmask[276] & y3r2)) ^ ((lmask[277] & y3r3) ^ (lmask[278] & y3r4))) ^ (((lmask[279] & y3r5) ^ (lmask[280] & y3r6)) ^ ((lmask[281] & y3r7) ^ (lmask[282] & y[4])))))) ^ ((((((lmask[283] & y4r1) ^ (lmask[284] & y4r2)) ^ ((lmask[285] & y4r3) ^ (lmask[286] & y4r4))) ^ (((lmask[287] & y4r5) ^ (lmask[288] & y4r6)) ^ ((lmask[289] & y4r7) ^ (lmask[290] & y[5])))) ^ ((((lmask[291] & y5r1) ^ (lmask[292] & y5r2)) ^ ((lmask[293] & y5r3) ^ (lmask[294] & y5r4))) ^ (((lmask[295] & y5r5) ^ (lmask[296] & y5r6)) ^ ((lmask[297] & y5r7) ^ (lmask[298] & y[6]))))) ^ (((((lmask[299] & y6r1) ^ (lmask[300] & y6r2)) ^ ((lmask[301] & y6r3) ^ (lmask[302] & y6r4))) ^ (((lmask[303] & y6r5) ^ (lmask[304] & y6r6)) ^ ((lmask[305] & y6r7) ^ (lmask[306] & y[7])))) ^ ((((lmask[307] & y7r1) ^ (lmask[308] & y7r2)) ^ ((lmask[309] & y7r3) ^ (lmask[310] & y7r4))) ^ (((lmask[311] & y7r5) ^ (lmask[312] & y7r6)) ^ (lmask[313] & y7r7))))));
    r[5] = (((((((lmask[314] & y[0]) ^ (lmask[315] & y0r1)) ^ ((lmask[316] & y0r2) ^ (lmask[317] & y0r3))) ^ (((lmask[318] & y0r4) ^ (lmask[319] & y0r5)) ^ ((lmask[320] & y0r6) ^ (lmask[321] & y0r7)))) ^ ((((lmask[322] & y[1]) ^ (lmask[323] & y1r1)) ^ ((lmask[324] & y1r2) ^ (lmask[325] & y1r3))) ^ (((lmask[326] & y1r4) ^ (lmask[327] & y1r5)) ^ ((lmask[328] & y1r6) ^ (lmask[329] & y1r7))))) ^ (((((lmask[330] & y[2]) ^ (lmask[331] & y2r1)) ^ ((lmask[332] & y2r2) ^ (lmask[333] & y2r3))) ^ (((lmask[334] & y2r4) ^ (lmask[335] & y2r5)) ^ ((lmask[336] & y2r6) ^ (lmask[337] & y2r7)))) ^ ((((lmask[338] & y[3]) ^ (lmask[339] & y3r1)) ^ ((lmask[340] & y3r3) ^ (lmask[341] & y3r4))) ^ (((lmask[342] & y3r5) ^ (lmask[343] & y3r6)) ^ ((lmask[344] & y3r7) ^ (lmask[345] & y[4])))))) ^ ((((((lmask[346] & y4r1) ^ (lmask[347] & y4r2)) ^ ((lmask[348] & y4r3) ^ (lmask[349] & y4r4))) ^ (((lmask[350] & y4r5) ^ (lmask[351] & y4r6)) ^ ((lmask[352] & y4r7) ^ (lmask[353] & y[5])))) ^ ((((lmask[354] & y5r1) ^ (lmask[355] & y5r2)) ^ ((lmask[356] & y5r3) ^ (lmask[357] & y5r4))) ^ (((lmask[358] & y5r5) ^ (lmask[359] & y5r6)) ^ ((lmask[360] & y5r7) ^ (lmask[361] & y[6]))))) ^ (((((lmask[362] & y6r1) ^ (lmask[363] & y6r2)) ^ ((lmask[364] & y6r3) ^ (lmask[365] & y6r4))) ^ (((lmask[366] & y6r5) ^ (lmask[367] & y6r6)) ^ ((lmask[368] & y6r7) ^ (lmask[369] & y[7])))) ^ ((((lmask[370] & y7r1) ^ (lmask[371] & y7r2)) ^ ((lmask[372] & y7r3) ^ (lmask[373] & y7r4))) ^ (((lmask[374] & y7r5) ^ (lmask[375] & y7r6)) ^ (lmask[376] & y7r7))))));
    r[6] = (((((((lmask[377] & y[0]) ^ (lmask[378] & y0r1)) ^ ((lmask[379] & y0r2) ^ (lmask[380] & y0r3))) ^ (((lmask[381] & y0r4) ^ (lmask[382] & y0r5)) ^ ((lmask[383] & y0r7) ^ (lmask[384] & y[1])))) ^ ((((lmask[385] & y1r1) ^ (lmask[386] & y1r2)) ^ ((lmask[387] & y1r3) ^ (lmask[388] & y1r4))) ^ (((lmask[389] & y1r5) ^ (lmask[390] & y1r6)) ^ ((lmask[391] & y1r7) ^ (lmask[392] & y[2]))))) ^ (((((lmask[393] & y2r1) ^ (lmask[394] & y2r2)) ^ ((lmask[395] & y2r3) ^ (lmask[396] & y2r4))) ^ (((lmask[397] & y2r5) ^ (lmask[398] & y2r6)) ^ ((lmask[399] & y2r7) ^ (lmask[400] & y[3])))) ^ ((((lmask[401] & y3r1) ^ (lmask[402] & y3r2)) ^ ((lmask[403] & y3r3) ^ (lmask[404] & y3r4))) ^ (((lmask[405] & y3r5) ^ (lmask[406] & y3r6)) ^ ((lmask[407] & y3r7) ^ (lmask[408] & y[4])))))) ^ ((((((lmask[409] & y4r1) ^ (lmask[410] & y4r3)) ^ ((lmask[411] & y4r4) ^ (lmask[412] & y4r5))) ^ (((lmask[413] & y4r6) ^ (lmask[414] & y4r7)) ^ ((lmask[415] & y[5]) ^ (lmask[416] & y5r1)))) ^ ((((lmask[417] & y5r2) ^ (lmask[418] & y5r3)) ^ ((lmask[419] & y5r4) ^ (lmask[420] & y5r5))) ^ (((lmask[421] & y5r6) ^ (lmask[422] & y5r7)) ^ ((lmask[423] & y[6]) ^ (lmask[424] & y6r1))))) ^ (((((lmask[425] & y6r2) ^ (lmask[426] & y6r3)) ^ ((lmask[427] & y6r4) ^ (lmask[428] & y6r5))) ^ (((lmask[429] & y6r6) ^ (lmask[430] & y6r7)) ^ ((lmask[431] & y[7]) ^ (lmask[432] & y7r1)))) ^ ((((lmask[433] & y7r2) ^ (lmask[434] & y7r3)) ^ ((lmask[435] & y7r4) ^ (lmask[436] & y7r5))) ^ ((lmask[437] & y7r6) ^ (lmask[438] & y7r7))))));
    r[7] = (((((((lmask[439] & y[0]) ^ (lmask[440] & y0r1)) ^ ((lmask[441] & y0r2) ^ (lmask[442] & y0r3))) ^ (((lmask[443] & y0r4) ^ (lmask[444] & y0r5)) ^ ((lmask[445] & y0r6) ^ (lmask[446] & y0r7)))) ^ ((((lmask[447] & y[1]) ^ (lmask[448] & y1r1)) ^ ((lmask[449] & y1r2) ^ (lmask[450] & y1r3))) ^ (((lmask[451] & y1r4) ^ (lmask[452] & y1r5)) ^ ((lmask[453] & y1r7) ^ (lmask[454] & y[2]))))) ^ (((((lmask[455] & y2r1) ^ (lmask[456] & y2r2)) ^ ((lmask[457] & y2r3) ^ (lmask[458] & y2r4))) ^ (((lmask[459] & y2r5) ^ (lmask[460] & y2r6)) ^ ((lmask[461] & y2r7) ^ (lmask[462] & y[3])))) ^ ((((lmask[463] & y3r1) ^ (lmask[464] & y3r2)) ^ ((lmask[465] & y3r3) ^ (lmask[466] & y3r4))) ^ (((lmask[467] & y3r5) ^ (lmask[468] & y3r6)) ^ ((lmask[469] & y3r7) ^ (lmask[470] & y[4])))))) ^ ((((((lmask[471] & y4r1) ^ (lmask[472] & y4r2)) ^ ((lmask[473] & y4r3) ^ (lmask[474] & y4r4))) ^ (((lmask[475] & y4r5) ^ (lmask[476] & y4r6)) ^ ((lmask[477] & y4r7) ^ (lmask[478] & y[5])))) ^ ((((lmask[479] & y5r1) ^ (lmask[480] & y5r3)) ^ ((lmask[481] & y5r4) ^ (lmask[482] & y5r5))) ^ (((lmask[483] & y5r6) ^ (lmask[484] & y5r7)) ^ ((lmask[485] & y[6]) ^ (lmask[486] & y6r1))))) ^ (((((lmask[487] & y6r2) ^ (lmask[488] & y6r3)) ^ ((lmask[489] & y6r4) ^ (lmask[490] & y6r5))) ^ (((lmask[491] & y6r6) ^ (lmask[492] & y6r7)) ^ ((lmask[493] & y[7]) ^ (lmask[494] & y7r1)))) ^ ((((lmask[495] & y7r2) ^ (lmask[496] & y7r3)) ^ ((lmask[497] & y7r4) ^ (lmask[498] & y7r5))) ^ ((lmask[499] & y7r6) ^ (lmask[500] & y7r7))))));
}

/* 64 bytes (byte 0 least significant) <-> planes. */
static inline void to_planes(uint64_t p[8], const uint8_t *b)
{
    for (unsigned w = 0; w < 8; w++)
        p[w] = bit_transpose8(gg_load_le64(b + 8 * w));
    byte_transpose8(p);
}

static inline void from_planes(uint8_t *b, const uint64_t p[8])
{
    uint64_t w[8];
    for (unsigned i = 0; i < 8; i++)
        w[i] = p[i];
    byte_transpose8(w);
    for (unsigned i = 0; i < 8; i++)
        gg_store_le64(b + 8 * i, bit_transpose8(w[i]));
}

static void wipe(void *p, size_t n)
{
    volatile unsigned char *v = (volatile unsigned char *)p;
    while (n--)
        *v++ = 0;
}

void gg_bitsliced_streebog_g(uint8_t hb[64], const uint8_t Nb[64], const uint8_t mb[64])
{
    uint64_t h[8], N[8], m[8];
    uint64_t t0[8], t1[8];
    to_planes(h, hb);
    to_planes(N, Nb);
    to_planes(m, mb);
    lpsx(t0, h, N);
    lpsx(t1, t0, m);
    lpsx(t0, t0, C_consts[0]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[1]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[2]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[3]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[4]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[5]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[6]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[7]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[8]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[9]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[10]);
    lpsx(t1, t0, t1);
    lpsx(t0, t0, C_consts[11]);
    xor512(t1, t0, t1);
    xor512(t1, t1, h);
    xor512(t1, t1, m);
    from_planes(hb, t1);
    wipe(m, sizeof m);
    wipe(t0, sizeof t0);
    wipe(t1, sizeof t1);
}

void gg_bitsliced_streebog_g_lanes(size_t n, uint8_t *const h[], const uint8_t *const N[],
                                  const uint8_t *const m[])
{
    for (size_t i = 0; i < n; i++)
        gg_bitsliced_streebog_g(h[i], N[i], m[i]);
}
