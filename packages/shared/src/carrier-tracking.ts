/**
 * Where a carrier shows a parcel by its tracking number. The carrier is free text in the ship
 * form (SPEC §4 shipping), so it is matched by name, ignoring case, spaces and punctuation; an
 * unknown carrier has no link and its number is shown as text.
 */
const trackingPages: ReadonlyArray<{ names: readonly string[]; url: (number: string) => string }> = [
  { names: ['dhl', 'dhlexpress'], url: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}` },
  { names: ['aramex'], url: (n) => `https://www.aramex.com/us/en/track/results?ShipmentNumber=${n}` },
  { names: ['fedex'], url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { names: ['ups'], url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { names: ['smsa', 'smsaexpress'], url: (n) => `https://www.smsaexpress.com/trackingdetails?tracknumbers=${n}` },
  { names: ['tnt'], url: (n) => `https://www.tnt.com/express/en_gc/site/shipping-tools/tracking.html?cons=${n}` },
  { names: ['usps'], url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { names: ['naqel', 'naqelexpress'], url: (n) => `https://www.naqelexpress.com/en/tracking/?waybills=${n}` },
  { names: ['spl', 'saudipost'], url: (n) => `https://splonline.com.sa/en/shipmentdetails/${n}` },
  { names: ['emiratespost'], url: (n) => `https://www.emiratespost.ae/all-services/track-a-package/step-two?q=${n}` },
];

const normalised = (carrier: string) => carrier.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The carrier's tracking page for this number, or undefined when the carrier is not known. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | undefined {
  const name = normalised(carrier);
  const number = trackingNumber.trim();
  if (name === '' || number === '') return undefined;
  const page = trackingPages.find((entry) => entry.names.includes(name));
  return page?.url(encodeURIComponent(number));
}
