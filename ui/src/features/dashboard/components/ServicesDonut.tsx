import { Box } from '@mantine/core';
import { Pie } from '@nivo/pie';
import { dashboardMessages } from '@lavado/shared/messages/dashboard';
import { SERVICE_TYPES, serviceTypeSchema } from '@lavado/shared/wash/wash.catalog';
import { serviceColors } from './serviceColors';
import type { ServiceCounts } from './serviceCounts';

const DONUT_SIZE = 220;
const texts = dashboardMessages.services;

/**
 * Washes per service as a donut. The fixed-size `Pie`, not `ResponsivePie`: the card has a known
 * width, and the responsive variant measures its parent, which renders nothing where nothing is laid out.
 */
export function ServicesDonut({ counts }: { counts: ServiceCounts }) {
  const slices = serviceTypeSchema.options
    .filter((service) => counts[service] > 0)
    .map((service) => ({ id: service, label: SERVICE_TYPES[service].label, value: counts[service], color: serviceColors[service] }));
  return (
    <Box role="img" aria-label={texts.chart} w={DONUT_SIZE} h={DONUT_SIZE}>
      <Pie
        data={slices}
        width={DONUT_SIZE}
        height={DONUT_SIZE}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        innerRadius={0.6}
        padAngle={1.5}
        cornerRadius={4}
        colors={({ data }) => data.color}
        enableArcLinkLabels={false}
        arcLabelsTextColor="#ffffff"
        arcLabelsSkipAngle={12}
        animate={false}
        // The box around it is the image and carries its name; a second, nameless image inside says nothing.
        role="presentation"
      />
    </Box>
  );
}
